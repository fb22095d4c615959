import { useEffect, useSyncExternalStore } from 'react';

/**
 * The vehicle the current page is about (vehicle history, order details, order editor), for the advisory
 * panel. Pages publish it with useAdvisoryVehicleSource; the panel reads it. The last page to publish wins
 * and a page that unmounts takes its vehicle away.
 */
let current: number | null = null;
const listeners = new Set<() => void>();

function set(next: number | null): void {
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

export function useAdvisoryVehicleSource(userCarId: number | null | undefined): void {
  const id = userCarId !== undefined && userCarId !== null && Number.isSafeInteger(userCarId) && userCarId > 0 ? userCarId : null;
  useEffect(() => {
    set(id);
    return () => {
      if (current === id) set(null);
    };
  }, [id]);
}

export function useAdvisoryVehicleId(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
