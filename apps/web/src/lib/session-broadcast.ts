/**
 * Tells other sessions (tabs, windows, the installed app) of this browser that the garage or the view
 * changed, so they ask for a reload instead of showing another garage's data (spec 4 "Other").
 */
export type SessionChange = 'garageChange' | 'switchView';

export const SESSION_CHANNEL = 'garage-session';
const TAB_ID = Math.random().toString(36).slice(2);

interface SessionMessage {
  type: SessionChange;
  from: string;
}

export function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, from } = data as Record<string, unknown>;
  return (type === 'garageChange' || type === 'switchView') && typeof from === 'string';
}

let channel: BroadcastChannel | null | undefined;
function getChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  return channel;
}

/** Call where this session switches garage or view. */
export function broadcastSessionChange(type: SessionChange): void {
  try {
    getChannel()?.postMessage({ type, from: TAB_ID } satisfies SessionMessage);
  } catch {
    // A closed channel (page unloading): nobody left to tell.
  }
}

/** Calls `onChange` for changes made by another session; answers the unsubscribe. */
export function onSessionChange(onChange: (type: SessionChange) => void): () => void {
  const ch = getChannel();
  if (!ch) return () => {};
  const listener = (event: MessageEvent) => {
    if (isSessionMessage(event.data) && event.data.from !== TAB_ID) onChange(event.data.type);
  };
  ch.addEventListener('message', listener);
  return () => ch.removeEventListener('message', listener);
}
