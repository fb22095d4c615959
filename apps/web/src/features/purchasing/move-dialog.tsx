import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  movePurchaseOrder,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  purchasingKeys,
} from '../../lib/purchasing/purchasing-api.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';

/** Moves that ask first: cancelling and closing cannot be undone; sending e-mails the vendor. */
export const CONFIRMED_MOVES: readonly PurchaseOrderStatus[] = ['CANCELLED', 'CLOSED', 'SENT'];

/** Confirms a move of a purchase order (a reason when cancelling, the e-mail when sending) and makes it. */
export function MoveDialog({ po, to, onClose }: { po: PurchaseOrder; to: PurchaseOrderStatus | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [email, setEmail] = useState(po.vendor_email !== null);
  const move = useMutation({
    mutationFn: (status: PurchaseOrderStatus) =>
      movePurchaseOrder(po.purchase_order_id, status, {
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(status === 'SENT' ? { send_email: email } : {}),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(purchasingKeys.order(saved.purchase_order_id), saved);
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.moved', { number: saved.po_number, status: t(`purchasing.status.${saved.status}`) }), 'success');
      onClose();
    },
    onError: (e) => {
      const text = refusalText(e, currentLanguage());
      if (text) toast(text);
      else reportHttpError(e);
    },
  });
  const number = po.po_number;
  const title =
    to === 'CANCELLED'
      ? t('purchasing.view.cancelTitle', { number })
      : to === 'CLOSED'
        ? t('purchasing.view.closeTitle', { number })
        : t('purchasing.view.sendTitle', { number });
  return (
    <Modal opened={to !== null} onClose={() => !move.isPending && onClose()} title={title} centered size="md">
      <Stack gap="sm">
        {to === 'CANCELLED' && (
          <>
            <Text size="sm">{t('purchasing.view.cancelText')}</Text>
            <Textarea
              label={t('purchasing.view.reason')}
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </>
        )}
        {to === 'CLOSED' && <Text size="sm">{t('purchasing.view.closeText')}</Text>}
        {to === 'SENT' &&
          (po.vendor_email ? (
            <>
              <Text size="sm">{t('purchasing.view.sendText')}</Text>
              <Checkbox
                label={t('purchasing.view.sendEmail', { email: po.vendor_email })}
                checked={email}
                onChange={(e) => setEmail(e.currentTarget.checked)}
              />
            </>
          ) : (
            <Text size="sm">{t('purchasing.view.noEmail')}</Text>
          ))}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color={to === 'CANCELLED' ? 'red' : undefined}
            loading={move.isPending}
            onClick={() => to && move.mutate(to)}
            data-autofocus
          >
            {to ? t(`purchasing.move.${to}`) : t('purchasing.view.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
