/** localStorage that never throws (private mode, quota, disabled storage): the app keeps working without it. */
export function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the in-memory session still works for this tab.
  }
}

export function removeKey(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

export const STORAGE_KEYS = {
  auth: 'garage.auth',
  garageId: 'garage.garageId',
  /** The garage each user last chose on this device (user id → garage id); kept by logout (decision 035). */
  lastGarage: 'garage.lastGarage',
  /** The country code last used to sign in on this device; kept by logout (decision 035). */
  lastPhoneCode: 'garage.lastPhoneCode',
  language: 'garage.language',
  /** Garage or head-office view; kept by logout (spec 4 "Logout"). */
  viewType: 'garage.viewType',
  /** Set while a newly registered garage finishes its set-up; kept by logout (spec 4 "Logout"). */
  newGarage: 'garage.newGarage',
  /** The push token last sent to the server, with its user: sent once unless forced. */
  pushToken: 'garage.pushToken',
} as const;
