import { useState } from 'react';
import { reportHttpError } from '../http.ts';
import { currentLanguage } from '../i18n.ts';
import { refusalText } from '../server-errors.ts';

/**
 * A dialog's server refusal (400/409) kept to show in place, in the user's language; anything else goes
 * to the one HTTP error handler.
 */
export function useRefusalState() {
  const [error, setError] = useState<string | null>(null);
  const onError = (e: unknown) => {
    const text = refusalText(e, currentLanguage());
    if (text) setError(text);
    else reportHttpError(e);
  };
  return { error, setError, onError };
}
