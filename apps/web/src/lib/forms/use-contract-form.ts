import type { MessageKey } from '@garage/domain';
import { useForm } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import { fieldErrors, type IssueLike } from '../form-errors.ts';
import { reportHttpError } from '../http.ts';
import { currentLanguage, loadAreaMessages } from '../i18n.ts';
import { createIdempotencyKeeper } from '../idempotency.ts';
import { placeServerError, refusalText, type ServerErrorPlacement } from '../server-errors.ts';
import { useFocusFirstError } from '../ui/use-focus-first-error.ts';

/** A form's client check, built from the contract's schema: the body to send, or the issues to show. */
export type Check<B> = { ok: true; body: B } | { ok: false; issues: IssueLike[] };

export interface ContractFormOptions<V extends Record<string, unknown>, F extends string, B, A> {
  initialValues: V;
  /** Runs before sending; its issues' messages are catalogue keys, named with `labels`. */
  check: (values: V) => Check<B>;
  /** On-screen labels of the fields, for the messages. */
  labels: Readonly<Record<string, string>>;
  /** The form's fields and the catalogue texts that belong to one of them, to place a server refusal. */
  fields: readonly F[];
  serverKeys?: Partial<Record<MessageKey, F>>;
  /** Sends the body. The key is new per attempt but kept for a retry of an attempt whose outcome is unknown. */
  send: (body: B, idempotencyKey: string) => Promise<A>;
  /** After the server accepted: refresh caches, say so, move on. Awaited while the form still shows saving. */
  onSaved: (answer: A, body: B) => void | Promise<void>;
  /** A condition the check cannot see that stops the send (e.g. the mobile number belongs to someone). */
  blocked?: () => boolean;
  /** Handles a refusal itself and returns true (e.g. a duplicate to offer instead); else it is placed. */
  onRefused?: (placement: ServerErrorPlacement<F>) => boolean;
  /** Statuses the form shows itself (default 400 and 409); e.g. sign-in shows a 429 rate limit too. */
  refusals?: readonly number[];
}

/**
 * The one submit loop of the app's forms (decision 027), on Mantine Form's values and errors: one send at
 * a time, the client check first, the idempotency key of the attempt, and a server refusal (400/409) shown
 * next to its field or above the buttons. Other failures go to the central error handler.
 */
export function useContractForm<V extends Record<string, unknown>, F extends string, B, A>(
  options: ContractFormOptions<V, F, B, A>,
) {
  const form = useForm<V>({ mode: 'controlled', initialValues: options.initialValues });
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [formRef, focusFirstError] = useFocusFirstError();
  const latest = useRef(options);
  latest.current = options;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    const o = latest.current;
    const language = currentLanguage();
    setFormError(null);
    const checked = o.check(form.getValues());
    if (!checked.ok) {
      // An issue's text may be an area's (e.g. a purchase's): their texts load at the latest here (decision 042).
      await loadAreaMessages().catch(() => undefined);
      form.setErrors(fieldErrors(checked.issues, o.labels, language));
      focusFirstError();
      return;
    }
    if (o.blocked?.()) {
      focusFirstError();
      return;
    }
    form.clearErrors();
    inFlight.current = true;
    setSaving(true);
    try {
      const answer = await o.send(checked.body, keeper.current.keyFor(checked.body));
      keeper.current.settle();
      await o.onSaved(answer, checked.body);
    } catch (error) {
      const text = refusalText(error, language, o.refusals);
      if (text === null) {
        reportHttpError(error);
        return;
      }
      keeper.current.settle();
      await loadAreaMessages().catch(() => undefined);
      const placed = placeServerError(text, o.fields, o.serverKeys ?? {});
      if (o.onRefused?.(placed)) return;
      if (placed.field) form.setFieldError(placed.field, text);
      else setFormError(text);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return { form, saving, formError, setFormError, submit, formRef, focusFirstError };
}
