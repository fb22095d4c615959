import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isOn, useShellData } from '../../lib/api/session-data.ts';
import { HttpError, RoleDeniedError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { fetchExternalReviewsLink } from './panel-api.ts';
import { safeExternalLink } from './panel-rules.ts';

export interface ExternalReviews {
  /** The garage has freshreview_enabled: feedback lives on the external reviews site. */
  enabled: boolean;
  /** Asks the server for the sign-on link and opens it in a new tab; a failure shows the server's text for 3 s. */
  open: () => Promise<void>;
}

export function useExternalReviews(): ExternalReviews {
  const { t } = useTranslation();
  const { user, garage, properties } = useShellData();
  const busy = useRef(false);
  const enabled = isOn(properties, 'freshreviewEnabled');

  const open = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    // Opened now, inside the click, so that the pop-up blocker allows it; it is pointed at the link when it
    // arrives, or closed on failure.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const link = safeExternalLink(await fetchExternalReviewsLink(user.user_id, garage.garage_id));
      if (!link) throw new Error('not a link');
      if (tab) tab.location.href = link;
      else window.open(link, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      // The role guard has already said why; otherwise the server's message (spec 7: shown for 3 seconds).
      if (!(error instanceof RoleDeniedError)) {
        const text = error instanceof HttpError ? error.serverMessage : null;
        toast(text ?? t('panel.externalReviewsFailed'));
      }
    } finally {
      busy.current = false;
    }
  }, [user.user_id, garage.garage_id, t]);

  return { enabled, open };
}
