import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { toast } from '../../lib/toast.ts';
import type { LockPanelProps } from './lock-panel.tsx';
import { acceptsSubmit, canSubmit, WRONG_ENTRY_RESET_MS } from './lock-timing.ts';
import { validatePasscode } from './passcode-api.ts';

/** Indirection so tests can see the reload without leaving the page. */
export const page = { reload: () => window.location.reload() };

export interface VerifyProps extends LockPanelProps {
  onNotSet: () => void;
}

/** The verify rules shared by the boxes and the keypad (spec 4): wrong → mark, count, clear after 800 ms. */
export function useVerify(props: VerifyProps, afterClear: () => void) {
  const [entry, setEntry] = useState('');
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [wrongCount, setWrongCount] = useState(0);
  const lastSubmit = useRef<number | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const change = (value: string) => {
    setEntry(value);
    if (value) setWrong(false);
  };

  const submit = async (value: string) => {
    if (!canSubmit('verify', value, '', busy) || !acceptsSubmit(lastSubmit.current, Date.now())) return;
    lastSubmit.current = Date.now();
    setBusy(true);
    try {
      const answer = await validatePasscode(props.userId, value);
      setBusy(false);
      if (answer.valid) {
        props.onUnlocked();
        return;
      }
      setWrong(true);
      setWrongCount((n) => n + 1);
      setAttemptsLeft(answer.attempts_left);
      toast(message('passcode.incorrect', currentLanguage()));
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => {
        setEntry('');
        afterClear();
      }, WRONG_ENTRY_RESET_MS);
    } catch (error) {
      setBusy(false);
      if (error instanceof HttpError && error.code === 'PASSCODE_LOCKED') return props.onSessionEnded();
      // The token could not be renewed: the HTTP client has already sent the user to sign-in.
      if (error instanceof HttpError && error.status === 401) return;
      // The owner reset the passcode meanwhile: create a new one.
      if (error instanceof HttpError && error.status === 400) return props.onNotSet();
      // Spec 7: a failed verification request reloads the page (the lock survives the reload).
      page.reload();
    }
  };
  return { entry, change, submit, busy, wrong, wrongCount, attemptsLeft };
}
