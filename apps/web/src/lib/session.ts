import type { Role } from '@garage/domain';
import { useSyncExternalStore } from 'react';
import { broadcastSessionChange } from './session-broadcast.ts';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage.ts';

/** What a successful sign-in stores (spec: auth info). */
export interface StoredAuth {
  access_token: string;
  refresh_token: string;
  user_id: number;
  phone: string;
  created: boolean;
}

export interface SessionSnapshot {
  auth: StoredAuth | null;
  garageId: number | null;
  /** Roles in the selected garage; null until known (then the client-side role guard stays out of the way). */
  roles: readonly Role[] | null;
}

type Listener = () => void;

function isStoredAuth(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.access_token === 'string' && typeof v.refresh_token === 'string' && typeof v.user_id === 'number';
}

function loadFromStorage(previousRoles: readonly Role[] | null = null): SessionSnapshot {
  const auth = readJson<unknown>(STORAGE_KEYS.auth);
  const garageId = readJson<unknown>(STORAGE_KEYS.garageId);
  return {
    auth: isStoredAuth(auth) ? auth : null,
    garageId: typeof garageId === 'number' ? garageId : null,
    roles: previousRoles,
  };
}

let state: SessionSnapshot = loadFromStorage();
const listeners = new Set<Listener>();

function set(next: SessionSnapshot): void {
  state = next;
  for (const listener of listeners) listener();
}

export const session = {
  get(): SessionSnapshot {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isSignedIn(): boolean {
    return state.auth !== null;
  },
  signIn(auth: StoredAuth): void {
    writeJson(STORAGE_KEYS.auth, auth);
    removeKey(STORAGE_KEYS.garageId);
    set({ auth, garageId: null, roles: null });
  },
  updateTokens(accessToken: string, refreshToken: string): void {
    if (!state.auth) return;
    const auth = { ...state.auth, access_token: accessToken, refresh_token: refreshToken };
    writeJson(STORAGE_KEYS.auth, auth);
    set({ ...state, auth });
  },
  /** Selects the garage sent as x-garage-id; remembers it per user so the next sign-in picks it again. */
  selectGarage(garageId: number | null, roles: readonly Role[] | null = null): void {
    if (garageId === null) removeKey(STORAGE_KEYS.garageId);
    else {
      writeJson(STORAGE_KEYS.garageId, garageId);
      if (state.auth) {
        const last = readJson<Record<string, number>>(STORAGE_KEYS.lastGarage) ?? {};
        writeJson(STORAGE_KEYS.lastGarage, { ...last, [String(state.auth.user_id)]: garageId });
      }
    }
    const changed = garageId !== null && garageId !== state.garageId;
    set({ ...state, garageId, roles });
    if (changed) broadcastSessionChange('garageChange');
  },
  setRoles(roles: readonly Role[] | null): void {
    set({ ...state, roles });
  },
  lastGarageOf(userId: number): number | null {
    const last = readJson<Record<string, unknown>>(STORAGE_KEYS.lastGarage);
    const value = last?.[String(userId)];
    return typeof value === 'number' ? value : null;
  },
  /** Clears what identifies the user; the language and the last-garage memory stay on the device. */
  clear(): void {
    removeKey(STORAGE_KEYS.auth);
    removeKey(STORAGE_KEYS.garageId);
    set({ auth: null, garageId: null, roles: null });
  },
  /** Re-reads storage, e.g. after another tab rotated the tokens or signed out. */
  reload(): void {
    const next = loadFromStorage(state.roles);
    const sameGarage = next.garageId === state.garageId;
    set({ ...next, roles: sameGarage ? state.roles : null });
  },
};

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
