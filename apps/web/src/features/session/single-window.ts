/**
 * One running window of the app per browser (spec 2.2, 8): a second window or tab is told
 * 'This application is already running in another window.' and blanked. The first window holds a Web
 * Lock for as long as it is open; a second one waits in line for it and takes over by itself once the
 * first closes (decision 016). Without Web Locks a BroadcastChannel roll call does the same check.
 */
export const WINDOW_LOCK = 'garage-app-window';
const ROLL_CALL_CHANNEL = 'garage-app-window';
const ROLL_CALL_WAIT_MS = 250;

type LockManagerLike = Pick<LockManager, 'request'>;

const holdForever = () => new Promise<never>(() => {});

/**
 * Resolves when this window may run the app. When another window runs it, `onBlocked` is called first
 * and the promise resolves only when that window has closed.
 */
export function claimWindow(
  onBlocked: () => void,
  locks: LockManagerLike | undefined = globalThis.navigator?.locks,
): Promise<void> {
  if (!locks?.request) return rollCall(onBlocked);
  return new Promise<void>((resolve) => {
    void locks
      .request(WINDOW_LOCK, { ifAvailable: true }, (lock) => {
        if (lock) {
          resolve();
          return holdForever();
        }
        onBlocked();
        // Waits in line without holding anything; granted when the running window closes.
        void locks.request(WINDOW_LOCK, () => {
          resolve();
          return holdForever();
        });
        return undefined;
      })
      .catch(() => resolve());
  });
}

/** Fallback for browsers without Web Locks: asks whether another window answers, and blanks if one does. */
function rollCall(onBlocked: () => void): Promise<void> {
  if (typeof BroadcastChannel !== 'function') return Promise.resolve();
  const channel = new BroadcastChannel(ROLL_CALL_CHANNEL);
  return new Promise<void>((resolve) => {
    let answered = false;
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'anyone-running?' && !answered) channel.postMessage('running');
      if (event.data === 'running' && !answered) {
        answered = true;
        onBlocked();
        channel.close();
      }
    };
    channel.postMessage('anyone-running?');
    setTimeout(() => {
      if (!answered) resolve();
    }, ROLL_CALL_WAIT_MS);
  });
}
