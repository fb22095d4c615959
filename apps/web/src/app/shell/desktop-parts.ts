import { loadOnce } from '../../lib/load-once.ts';

// What the shell shows on desktop only (decision 042): the phone has the drawer, which shows the sidebar when opened.
export const loadSidebarNav = loadOnce(() => import('./sidebar-nav.tsx'));
export const loadRightPanel = loadOnce(() => import('./right-panel.tsx'));

/** Both, asked with the shell for a desktop's first page (app/router.tsx `preloadStartPage`). */
export function loadDesktopParts(): Promise<unknown> {
  return Promise.all([loadSidebarNav(), loadRightPanel()]);
}
