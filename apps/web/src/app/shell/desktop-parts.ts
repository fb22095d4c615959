import { preloader } from '../../lib/ui/lazy-dialog.ts';

// What the shell shows on desktop only (decision 042): the phone has the drawer, which shows the sidebar when opened.
export const loadSidebarNav = preloader(() => import('./sidebar-nav.tsx'));
export const loadRightPanel = preloader(() => import('./right-panel.tsx'));

/** Both, asked with the shell for a desktop's first page (app/router.tsx `preloadStartPage`). */
export function loadDesktopParts(): Promise<unknown> {
  return Promise.all([loadSidebarNav(), loadRightPanel()]);
}
