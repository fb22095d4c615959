import { useEffect, useState } from 'react';

/** Seconds left until `until` (ms since epoch), ticking once a second; 0 when passed or unset. */
export function useSecondsLeft(until: number | null): number {
  const compute = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [left, setLeft] = useState(compute);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compute only reads `until`.
  useEffect(() => {
    setLeft(compute());
    if (until === null) return;
    const timer = setInterval(() => {
      const next = compute();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

export function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
