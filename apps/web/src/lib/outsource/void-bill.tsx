import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format.ts';
import { toast } from '../toast.ts';
import { ReasonConfirmDialog } from '../ui/reason-confirm-dialog.tsx';
import { useRefusalState } from '../ui/use-refusal-state.ts';
import { type OutsourceWork, refreshAfterOutsource, voidOutsourceBill } from './outsource-api.ts';

/** Nothing paid or credited on the bill yet (or amounts hidden: the server decides). */
export const billVoidable = (bill: NonNullable<OutsourceWork['bill']>) =>
  !bill.voided_at && (bill.grand_total === null || bill.due_amount === bill.grand_total);

/**
 * "Void bill" of outsourced work (decision 063, addendum): a confirmation that says the bill leaves vendor
 * dues and a new one can be recorded, with the reason the server requires; the server's refusal (a
 * payment or a credit note touched it meanwhile) shows in place.
 */
export function VoidBillDialog({ work, onClose }: { work: OutsourceWork; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { error, onError } = useRefusalState();
  const bill = work.bill;
  const save = useMutation({
    mutationFn: (reason: string) => voidOutsourceBill(work.outsource_work_id, reason),
    onSuccess: () => {
      refreshAfterOutsource(queryClient);
      toast(t('outsource.voidDone', { number: bill?.bill_number ?? work.work_number }), 'success');
      onClose();
    },
    onError,
  });
  if (!bill) return null;
  const total = bill.grand_total === null ? t('outsource.amountsHidden') : f.money(bill.grand_total);
  return (
    <ReasonConfirmDialog
      title={t('outsource.voidTitle', { number: bill.bill_number ?? work.work_number })}
      text={<Text size="sm">{t('outsource.voidText', { vendor: work.vendor_name, total, work: work.work_number })}</Text>}
      reasonLabel={t('outsource.voidReason')}
      confirmLabel={t('outsource.voidConfirm')}
      pending={save.isPending}
      error={error}
      onConfirm={(reason) => save.mutate(reason)}
      onClose={onClose}
    />
  );
}
