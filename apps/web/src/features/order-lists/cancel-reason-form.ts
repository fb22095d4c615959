import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Check, useContractForm } from '../../lib/forms/use-contract-form.ts';
import { cancelReasonKeys } from './orders-api.ts';

export const MAX_REASON = 200;

type Values = { reason: string };

/**
 * The submit loop of a cancel reason's text (add and rename) on useContractForm: an empty text is refused
 * here with the page's own words, a server refusal is shown on the field, and the lists are refreshed.
 */
export function useReasonForm<A>(options: {
  initial: string;
  send: (reason: string, idempotencyKey: string) => Promise<A>;
  onSaved: (answer: A) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = (v: Values): Check<string> => ({ ok: true, body: v.reason.trim() });
  const contract = useContractForm({
    initialValues: { reason: options.initial } as Values,
    check,
    labels: { reason: t('orderLists.reasons.reason') },
    fields: ['reason'] as const,
    // The server's words go on the one field the form has.
    onRefused: (placed) => {
      contract.form.setFieldError('reason', placed.text);
      return true;
    },
    blocked: () => {
      if (contract.form.getValues().reason.trim()) return false;
      contract.form.setFieldError('reason', t('orderLists.reasons.required'));
      return true;
    },
    send: (reason, key) => options.send(reason, key),
    onSaved: (answer) => {
      void queryClient.invalidateQueries({ queryKey: cancelReasonKeys.all });
      options.onSaved(answer);
    },
  });
  return contract;
}
