import { PURCHASE_WRITE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { cancelCreditNote, purchasingKeys, type VendorCreditNote } from '../../lib/purchasing/purchasing-api.ts';
import { toast } from '../../lib/toast.ts';
import { ReasonConfirmDialog } from '../../lib/ui/reason-confirm-dialog.tsx';
import { useRefusalState } from '../../lib/ui/use-refusal-state.ts';

/**
 * "Cancel credit note" on a vendor credit note (decision 062): for whoever returns parts, while the note
 * is not cancelled and nothing was refunded on it; a confirmation says what comes back and asks why.
 */
export function CancelCreditNoteButton({ note }: { note: VendorCreditNote }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { roles } = useShellData();
  const [open, setOpen] = useState(false);
  const { error, setError, onError } = useRefusalState();
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelCreditNote(note.credit_note_id, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.returns.cancelDone', { number: note.credit_note_number }), 'success');
      setOpen(false);
    },
    onError,
  });
  if (note.status === 'CANCELLED' || Number(note.refunded_amount) > 0 || !hasAnyRole(roles, PURCHASE_WRITE)) return null;
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconCircleX size={16} />}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('purchasing.returns.cancel')}
      </Button>
      {open && (
        <ReasonConfirmDialog
          title={t('purchasing.returns.cancelTitle', { number: note.credit_note_number })}
          text={
            <Stack gap={4}>
              <Text size="sm">{t('purchasing.returns.cancelStock')}</Text>
              {Number(note.adjusted_amount) > 0 && (
                <Text size="sm">
                  {t('purchasing.returns.cancelDues', {
                    bills: note.adjustments.map((a) => a.bill_number ?? a.stock_in_number).join(', '),
                  })}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('purchasing.returns.cancelNumber')}
              </Text>
            </Stack>
          }
          reasonLabel={t('purchasing.returns.cancelReason')}
          confirmLabel={t('purchasing.returns.cancelConfirm')}
          pending={cancel.isPending}
          error={error}
          onConfirm={(reason) => cancel.mutate(reason)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
