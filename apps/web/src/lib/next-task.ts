/**
 * Resolves in a task of its own, so that work split by it runs as several short tasks instead of one long one: the
 * browser may paint and handle input between them (decision 042). `scheduler.yield()` where the browser has it (its
 * continuation runs before other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
