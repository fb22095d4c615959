/** When the browser asks for notification permission and sends its push token (spec 4 "Other", 7, 8). */

export type PushPermission = 'default' | 'granted' | 'denied';

export interface PushContext {
  /** The server has a Web Push key (VAPID) configured. */
  configured: boolean;
  /** The browser has service workers, the Push API and notifications. */
  supported: boolean;
  /** The garage property app_push_enabled. */
  enabledForGarage: boolean;
  permission: PushPermission;
}

export type PushStep =
  /** Nothing to do: not configured, not enabled for the garage. */
  | 'off'
  /** Logged once, nothing asked. */
  | 'unsupported'
  /** The user refused: nothing is asked again; the browser's site settings are the way back. */
  | 'denied'
  /** Permission can be asked (on a user action). */
  | 'ask'
  /** Subscribe and send the token. */
  | 'subscribe';

export function pushStep({ configured, supported, enabledForGarage, permission }: PushContext): PushStep {
  if (!configured || !enabledForGarage) return 'off';
  if (!supported) return 'unsupported';
  if (permission === 'denied') return 'denied';
  return permission === 'granted' ? 'subscribe' : 'ask';
}

export interface SentToken {
  userId: number;
  token: string;
}

/** The token goes to the server once per user and token, unless forced. */
export function shouldSendToken(last: SentToken | null, current: SentToken, force = false): boolean {
  return force || last === null || last.userId !== current.userId || last.token !== current.token;
}

/** Where a notification click leads: the url in its data when it is one of this app's, else the dashboard. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).url : undefined;
  if (typeof url === 'string' && url.trim()) {
    try {
      const target = new URL(url, origin);
      if (target.origin === origin) return target.pathname + target.search + target.hash;
    } catch {
      // Not a URL: the dashboard.
    }
  }
  return '/tabs/dashboard';
}
