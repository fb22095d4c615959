import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { refundPlan } from '../../lib/invoices/invoice-rules.ts';
import { receiptQuery, refreshAfterBilling, refundPayment } from '../../lib/invoices/invoices-api.ts';
import { useMethodLabel } from '../../lib/invoices/payment-methods-api.ts';
import { toast } from '../../lib/toast.ts';
import { ReasonConfirmDialog } from '../../lib/ui/reason-confirm-dialog.tsx';
import { useRefusalState } from '../../lib/ui/use-refusal-state.ts';

/**
 * "Refund" of a receipt (decision 064): the whole receipt is given back. The confirmation reads the receipt
 * (a clear-dues receipt pays several bills) and says what goes back in which method, what goes back onto the
 * customer's credit, that an online payment must be refunded at the provider, and that a Mexican payment
 * complement is cancelled at SAT; it asks the reason. The server's refusal is shown in the dialog.
 */
export function RefundPaymentDialog({
  receiptId,
  receiptNumber,
  onClose,
}: {
  receiptId: number;
  receiptNumber: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const methodLabel = useMethodLabel();
  const queryClient = useQueryClient();
  const [keeper] = useState(() => createIdempotencyKeeper());
  const { error, setError, onError } = useRefusalState();
  const receipt = useQuery(receiptQuery(receiptId));
  const refund = useMutation({
    mutationFn: (reason: string) => refundPayment(receiptId, reason, keeper.keyFor({ receiptId, reason })),
    onSuccess: (answer) => {
      keeper.settle();
      refreshAfterBilling(queryClient);
      toast(t('invoices.refund.done', { number: answer.receipt_number, refund: answer.refund?.receipt_number ?? '' }), 'success');
      onClose();
    },
    onError: (e) => {
      // An answer (a refusal) makes the next attempt a new one; a lost answer keeps its key for the retry.
      if (!(e instanceof HttpError) || e.status !== 0) keeper.settle();
      onError(e);
    },
  });
  const data = receipt.data;
  const plan = data ? refundPlan(data) : null;
  const text = (
    <Stack gap="xs">
      {!plan ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <>
          <Text size="sm">{t('invoices.refund.text', { number: receiptNumber, amount: f.money(plan.total) })}</Text>
          <List size="sm" spacing={2} aria-label={t('invoices.refund.methods')}>
            {plan.methods.map((m) => (
              <List.Item key={m.method}>
                {methodLabel(m.method, m.method_name)}: {f.money(m.amount)}
              </List.Item>
            ))}
          </List>
          {plan.invoices.length > 1 && (
            <Text size="sm">{t('invoices.refund.invoices', { numbers: plan.invoices.join(', ') })}</Text>
          )}
          {plan.credit && <Text size="sm">{t('invoices.refund.credit', { amount: f.money(plan.credit) })}</Text>}
          <Text size="sm" c="dimmed">
            {t('invoices.refund.after')}
          </Text>
          {data?.online && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs" role="note">
              <Text size="sm">{t('invoices.refund.online')}</Text>
            </Alert>
          )}
          {data?.cfdi?.status === 'STAMPED' && <Text size="sm">{t('invoices.refund.rep')}</Text>}
        </>
      )}
    </Stack>
  );
  return (
    <ReasonConfirmDialog
      title={t('invoices.refund.title', { number: receiptNumber })}
      text={text}
      reasonLabel={t('invoices.refund.reason')}
      confirmLabel={t('invoices.refund.confirm')}
      pending={refund.isPending}
      error={error}
      onConfirm={(reason) => {
        setError(null);
        refund.mutate(reason);
      }}
      onClose={onClose}
    />
  );
}
