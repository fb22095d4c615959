import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isOn, useShellData } from '../../lib/api/session-data.ts';
import { toast } from '../../lib/toast.ts';
import { openExternalReviews } from './external-reviews.ts';
import { fetchExternalReviewsLink } from './panel-api.ts';

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
    try {
      await openExternalReviews({
        fetchLink: () => fetchExternalReviewsLink(user.user_id, garage.garage_id),
        openTab: (url, features) =>
          features === 'noopener' ? window.open(url, '_blank', 'noopener') : window.open(url, '_blank'),
        notify: (text) => toast(text),
        fallbackText: t('panel.externalReviewsFailed'),
      });
    } finally {
      busy.current = false;
    }
  }, [user.user_id, garage.garage_id, t]);

  return { enabled, open };
}
