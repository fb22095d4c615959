import { useSyncExternalStore } from 'react';

/**
 * A new version of the app, installed by the service worker and waiting (decision 030). The page offers
 * it ("update available") instead of the old shell going on silently; accepting activates the new worker
 * and reloads. "Later" hides the prompt until the next new version; the update-available page still offers it.
 */
export interface AppUpdateState {
  /** A new version waits to be activated. */
  available: boolean;
  /** The prompt is shown (available and not put off with "Later"). */
  prompt: boolean;
  /** "Update now" was pressed: the new version is being activated. */
  applying: boolean;
}

/** Activates the waiting worker and reloads the page (vite-plugin-pwa's updateSW(true)). */
export type ApplyUpdate = () => Promise<void>;

export function createAppUpdate() {
  let state: AppUpdateState = { available: false, prompt: false, applying: false };
  let apply: ApplyUpdate | null = null;
  const listeners = new Set<() => void>();
  const set = (next: AppUpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (): AppUpdateState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The service worker has a new version waiting. */
    offer(applyUpdate: ApplyUpdate): void {
      apply = applyUpdate;
      set({ available: true, prompt: true, applying: false });
    },
    /** "Later": the prompt goes until the next new version. */
    dismiss(): void {
      if (state.prompt) set({ ...state, prompt: false });
    },
    /** "Update now". Failing (no worker any more), the offer stays so the user may try again. */
    async apply(): Promise<void> {
      if (!apply || state.applying) return;
      set({ ...state, applying: true });
      try {
        await apply();
      } catch {
        set({ ...state, applying: false });
      }
    },
  };
}

export type AppUpdate = ReturnType<typeof createAppUpdate>;

/** The app's one instance, fed by the service worker registration (app/bootstrap.ts). */
export const appUpdate = createAppUpdate();

export function useAppUpdate(store: AppUpdate = appUpdate): AppUpdateState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
