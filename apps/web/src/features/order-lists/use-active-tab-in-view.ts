import { type RefObject, useEffect } from 'react';

/** On phones the tab strip scrolls sideways: keep the chosen tab in sight (e.g. opened at ?tab=COMPLETED). */
export function useActiveTabInView(list: RefObject<HTMLDivElement | null>, value: string): void {
  useEffect(() => {
    const strip = list.current;
    // Mantine names each tab `{tabs id}-tab-{value}`.
    const active = strip?.querySelector<HTMLElement>(`[id$="-tab-${CSS.escape(value)}"]`);
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    const left = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
    strip.scrollTo({ left: Math.max(0, left) });
  }, [list, value]);
}
