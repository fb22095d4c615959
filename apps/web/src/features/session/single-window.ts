/**
 * One running window of the app per browser (spec 2.2, 8): a second window or tab is told
 * 'This application is already running in another window.' and blanked. The running window holds a Web
 * Lock for as long as it is open. A blanked window never takes the lock by itself (a reload of the running
 * window would otherwise hand the app to it); it watches, and once the running window has closed it
 * offers a reload, which takes over (decision 016). Without Web Locks a BroadcastChannel roll call does
 * the check.
 */
export const WINDOW_LOCK = 'garage-app-window';
const ROLL_CALL_CHANNEL = 'garage-app-window';
const ROLL_CALL_WAIT_MS = 250;
export const FREED_CHECK_EVERY_MS = 2000;

type LockManagerLike = Pick<LockManager, 'request'> & Partial<Pick<LockManager, 'query'>>;

const holdForever = () => new Promise<never>(() => {});

/**
 * Resolves when this window may run the app. When another window runs it, `onBlocked` is called and the
 * promise never resolves: this page stays blank until it is reloaded.
 */
export function claimWindow(
  onBlocked: () => void,
  locks: LockManagerLike | undefined = globalThis.navigator?.locks,
): Promise<void> {
  if (!locks?.request) return rollCall(onBlocked);
  return new Promise<void>((resolve) => {
    void locks
      .request(WINDOW_LOCK, { ifAvailable: true }, (lock) => {
        if (!lock) {
          onBlocked();
          return undefined;
        }
        resolve();
        return holdForever();
      })
      .catch(() => resolve());
  });
}

/**
 * Calls `onFreed` once no window holds the app any more: looked at every 2 s without taking the lock, and
 * at once when this window is shown or focused again (a hidden tab's timers are slowed by the browser).
 */
export function watchWindowFreed(
  onFreed: () => void,
  locks: LockManagerLike | undefined = globalThis.navigator?.locks,
  everyMs = FREED_CHECK_EVERY_MS,
): () => void {
  const query = locks?.query?.bind(locks);
  if (!query) return () => {};
  let done = false;
  const stop = () => {
    done = true;
    clearInterval(timer);
    globalThis.removeEventListener?.('focus', check);
    globalThis.document?.removeEventListener('visibilitychange', check);
  };
  const check = () => {
    void query()
      .then((state) => {
        if (!done && !state.held?.some((lock) => lock.name === WINDOW_LOCK)) {
          stop();
          onFreed();
        }
      })
      .catch(() => undefined);
  };
  const timer = setInterval(check, everyMs);
  globalThis.addEventListener?.('focus', check);
  globalThis.document?.addEventListener('visibilitychange', check);
  return stop;
}

/** Fallback for browsers without Web Locks: asks whether another window answers, and blanks if one does. */
function rollCall(onBlocked: () => void): Promise<void> {
  if (typeof BroadcastChannel !== 'function') return Promise.resolve();
  const channel = new BroadcastChannel(ROLL_CALL_CHANNEL);
  return new Promise<void>((resolve) => {
    let running = false;
    let blocked = false;
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'anyone-running?' && running) channel.postMessage('running');
      if (event.data === 'running' && !running && !blocked) {
        blocked = true;
        onBlocked();
        channel.close();
      }
    };
    channel.postMessage('anyone-running?');
    setTimeout(() => {
      if (blocked) return;
      running = true;
      resolve();
    }, ROLL_CALL_WAIT_MS);
  });
}

// ---- hand-off: a blanked window passes its address to the running one -------------------------------------

const OPEN_CHANNEL = 'garage-app-open';

/** An address of this app a blanked window may hand over: a same-origin path, not the root. */
export function handOffPath(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    if (url.origin !== origin) return null;
    const path = url.pathname + url.search + url.hash;
    return path === '/' ? null : path;
  } catch {
    return null;
  }
}

/** Asks the running window to open `path` (the user chose to; the blanked window cannot show it). */
export function openInRunningWindow(path: string): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(OPEN_CHANNEL);
  channel.postMessage({ type: 'open', path });
  channel.close();
}

/** The running window opens addresses handed over by blanked windows. */
export function acceptHandOffs(open: (path: string) => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(OPEN_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type !== 'open' || typeof data.path !== 'string') return;
    const path = handOffPath(data.path, window.location.origin);
    if (path) open(path);
  };
  return () => channel.close();
}
