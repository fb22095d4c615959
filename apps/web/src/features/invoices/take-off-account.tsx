import { PAYMENT_TAKE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Button, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { type Invoice, refreshAfterBilling } from '../../lib/invoices/invoices-api.ts';
import { takeOffAccount } from '../../lib/invoices/payment-methods-api.ts';
import { toast } from '../../lib/toast.ts';
import { ReasonConfirmDialog } from '../../lib/ui/reason-confirm-dialog.tsx';
import { useRefusalState } from '../../lib/ui/use-refusal-state.ts';

/**
 * "Take off account" on a bill put on account (decision 050, addendum): for whoever may put it on, with a
 * confirmation that says the vehicle can then leave only once paid. The server refuses (message shown in
 * the dialog) once a payment was taken since or the order was delivered on it.
 */
export function TakeOffAccountButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { roles } = useShellData();
  const [open, setOpen] = useState(false);
  const { error, setError, onError } = useRefusalState();
  const undo = useMutation({
    mutationFn: (note: string) => takeOffAccount(invoice.invoice_id, note || null),
    onSuccess: (answer) => {
      refreshAfterBilling(queryClient, answer);
      toast(t('invoices.onAccount.takenOff', { number: invoice.invoice_number }), 'success');
      setOpen(false);
    },
    onError,
  });
  if (!hasAnyRole(roles, PAYMENT_TAKE)) return null;
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="grape"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        w="fit-content"
      >
        {t('invoices.onAccount.takeOff')}
      </Button>
      {open && (
        <ReasonConfirmDialog
          title={t('invoices.onAccount.takeOffTitle', { number: invoice.invoice_number })}
          text={<Text size="sm">{t('invoices.onAccount.takeOffText', { amount: f.money(invoice.due_amount) })}</Text>}
          reasonLabel={t('invoices.pay.note')}
          reasonRequired={false}
          confirmLabel={t('invoices.onAccount.takeOffConfirm')}
          pending={undo.isPending}
          error={error}
          onConfirm={(note) => undo.mutate(note)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
