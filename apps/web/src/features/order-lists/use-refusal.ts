import { useCallback } from 'react';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';

/**
 * A refused move: 409 (someone changed the document first) and 400 show the server's message in an alert
 * and reload the document; anything else goes to the central handler.
 */
export function useRefusal(alert: (text: string) => void, reload: () => void): (error: unknown) => void {
  return useCallback(
    (error: unknown) => {
      const text = refusalText(error, currentLanguage());
      if (text !== null) {
        alert(text);
        // The document may have moved on (409) or the refusal may follow a change the page has not seen.
        reload();
      } else reportHttpError(error);
    },
    [alert, reload],
  );
}
