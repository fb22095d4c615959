import { HttpError, RoleDeniedError } from '../../lib/http.ts';
import { safeExternalLink } from './panel-rules.ts';

/** A browser tab opened for the link (the part of `Window` used here). */
export interface OpenedTab {
  opener: unknown;
  location: { href: string };
  close(): void;
}

export interface ExternalReviewsDeps {
  fetchLink: () => Promise<string>;
  /** `window.open`; null when a pop-up blocker refused. */
  openTab: (url?: string, features?: string) => OpenedTab | null;
  /** Shows a failure for 3 seconds (spec 7). */
  notify: (text: string) => void;
  fallbackText: string;
}

/**
 * Opens the external reviews site through its single sign-on link. The tab is opened first, inside the
 * user's click, so pop-up blockers allow it, and pointed at the link when it arrives; on failure it is
 * closed and the server's message is shown. Only an http(s) link is ever opened.
 */
export async function openExternalReviews(deps: ExternalReviewsDeps): Promise<boolean> {
  const tab = deps.openTab('', '_blank');
  if (tab) tab.opener = null;
  try {
    const link = safeExternalLink(await deps.fetchLink());
    if (!link) throw new Error('not a link');
    if (tab) tab.location.href = link;
    else deps.openTab(link, 'noopener');
    return true;
  } catch (error) {
    tab?.close();
    // The role guard has already said why; otherwise the server's own message.
    if (!(error instanceof RoleDeniedError)) {
      deps.notify((error instanceof HttpError ? error.serverMessage : null) ?? deps.fallbackText);
    }
    return false;
  }
}
