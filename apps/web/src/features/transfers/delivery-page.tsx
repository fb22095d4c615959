import { Money } from '@garage/domain';
import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { useSession } from '../../lib/session.ts';
import { SerialPicker, useSerialParts } from '../../lib/stock/serial-picker.tsx';
import { toast } from '../../lib/toast.ts';
import {
  cancelDelivery,
  deliveryQuery,
  dispatchDelivery,
  receiveDelivery,
  refreshTransfers,
  requestHref,
  TRANSFERS_HREF,
  type TransferDelivery,
} from '../../lib/transfers/transfers-api.ts';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { DocumentPending } from '../../lib/ui/document-pending.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { DeliveryLines } from './delivery-lines.tsx';
import { QuantityModal } from './quantity-modal.tsx';
import { TransferActivity } from './transfer-activity.tsx';
import { DeliveryStatusBadge } from './transfer-badges.tsx';

const route = getRouteApi('/tabs/show-garageparts-delivery/$deliveryId');
type Back = { label: string; render: (p: Record<string, unknown>) => ReactNode };

/** Spec route show-garageparts-delivery: one delivery; the sender dispatches or cancels it, the receiver receives it. */
export function DeliveryPage() {
  const { t } = useTranslation();
  const { deliveryId } = route.useParams();
  const id = Number(deliveryId);
  const garageId = useSession().garageId ?? 0;
  const query = useQuery({ ...deliveryQuery(garageId, id), enabled: Number.isInteger(id) && id > 0 });
  const back: Back = { label: t('transfers.delivery.back'), render: (p) => <Link {...p} to={TRANSFERS_HREF} /> };
  if (!query.data)
    return (
      <DocumentPending
        title={t('transfers.title')}
        back={back}
        validId={Number.isInteger(id) && id > 0}
        query={query}
        notFound={t('transfers.delivery.notFound')}
        onRetry={() => void query.refetch()}
      />
    );
  return <DeliveryView delivery={query.data} back={back} />;
}

function DeliveryView({ delivery, back }: { delivery: TransferDelivery; back: Back }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const garageId = useSession().garageId ?? 0;
  const [alert, showAlert] = useAlertDialog();
  const [open, setOpen] = useState<'dispatch' | 'cancel' | 'receive' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refused = (e: unknown) => refusalText(e, currentLanguage(), [400, 403, 404, 409]) ?? t('common.loadFailed');
  const done = (text: string) => {
    setOpen(null);
    refreshTransfers(queryClient);
    toast(text, 'success');
  };
  // Serial-tracked parts leave by serial number (decision 058 addendum): the dialog asks for them.
  const reserved = delivery.lines.filter((l) => Number(l.reserved) > 0);
  const serialParts = useSerialParts(open === 'dispatch' ? reserved.map((l) => l.part_id) : []);
  const serialLines = reserved.filter((l) => serialParts.serial.has(l.part_id));
  const [serials, setSerials] = useState<Record<number, string[]>>({});
  const serialsReady = serialParts.ready && serialLines.every((l) => (serials[l.line_id] ?? []).length === Number(l.reserved));
  const dispatch = useMutation({
    mutationFn: () =>
      dispatchDelivery(
        garageId,
        delivery.delivery_id,
        serialLines.length === 0
          ? {}
          : {
              lines: reserved.map((l) => ({
                line_id: l.line_id,
                quantity: l.reserved,
                ...(serialParts.serial.has(l.part_id)
                  ? { lots: (serials[l.line_id] ?? []).map((code) => ({ code, quantity: '1' })) }
                  : {}),
              })),
            },
      ),
    onSuccess: () => done(t('transfers.delivery.dispatched_done')),
    onError: (e) => {
      setOpen(null);
      showAlert(refused(e));
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelDelivery(garageId, delivery.delivery_id, reason.trim()),
    onSuccess: () => done(t('transfers.delivery.cancelled')),
    onError: (e) => setError(refused(e)),
  });
  const receive = useMutation({
    mutationFn: (lines: Array<{ id: number; quantity: string }>) =>
      receiveDelivery(garageId, delivery.delivery_id, { lines: lines.map((l) => ({ line_id: l.id, quantity: l.quantity })) }),
    onSuccess: () => done(t('transfers.delivery.received_done')),
    onError: (e) => setError(refused(e)),
  });
  const moves = delivery.allowed_moves;
  const openModal = (which: 'dispatch' | 'cancel' | 'receive') => {
    setError(null);
    setOpen(which);
  };

  return (
    <Stack maw={1100}>
      {alert}
      <PageHeader
        title={t('transfers.delivery.title', { number: delivery.number })}
        description={t('transfers.request.fromTo', {
          from: delivery.from_garage.garage_name,
          to: delivery.to_garage.garage_name,
        })}
        back={back}
        actions={
          <>
            {moves.includes('DISPATCH') && (
              <Button onClick={() => openModal('dispatch')}>{t('transfers.delivery.dispatch')}</Button>
            )}
            {moves.includes('RECEIVE') && <Button onClick={() => openModal('receive')}>{t('transfers.delivery.receive')}</Button>}
            {moves.includes('CANCEL') && (
              <Button variant="default" color="red" onClick={() => openModal('cancel')}>
                {t('transfers.delivery.cancel')}
              </Button>
            )}
          </>
        }
      />
      <Group gap="xs">
        <DeliveryStatusBadge status={delivery.status} />
        {delivery.request_id && delivery.request_number ? (
          <Anchor size="sm" renderRoot={(p) => <Link {...p} to={requestHref(delivery.request_id!)} />}>
            {t('transfers.delivery.forRequest', { number: delivery.request_number })}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('transfers.delivery.direct')}
          </Text>
        )}
      </Group>
      {delivery.cancel_reason && (
        <Text size="sm">{t('transfers.delivery.cancelledBecause', { reason: delivery.cancel_reason })}</Text>
      )}
      <DeliveryLines delivery={delivery} />
      {delivery.note && <Text size="sm">{delivery.note}</Text>}
      <TransferActivity entries={delivery.activity} />
      <Modal
        opened={open === 'dispatch'}
        onClose={() => setOpen(null)}
        title={t('transfers.delivery.dispatchTitle', { number: delivery.number })}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('transfers.delivery.dispatchText')}</Text>
          {serialLines.map((l) => (
            <SerialPicker
              key={l.line_id}
              partId={l.part_id}
              partName={l.part_name}
              count={Number(l.reserved)}
              value={serials[l.line_id] ?? []}
              onChange={(codes) => setSerials((s) => ({ ...s, [l.line_id]: codes }))}
              disabled={dispatch.isPending}
            />
          ))}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(null)} disabled={dispatch.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => dispatch.mutate()} loading={dispatch.isPending} disabled={!serialsReady} data-autofocus>
              {t('transfers.delivery.dispatch')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={open === 'cancel'}
        onClose={() => setOpen(null)}
        title={t('transfers.delivery.cancelTitle', { number: delivery.number })}
        centered
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) cancel.mutate();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('transfers.delivery.cancelText')}</Text>
            <Textarea
              label={t('transfers.delivery.cancelReason')}
              required
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={error ?? undefined}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpen(null)} disabled={cancel.isPending}>
                {t('transfers.delivery.keep')}
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending} disabled={!reason.trim()}>
                {t('transfers.delivery.cancelConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {open === 'receive' && (
        <QuantityModal
          opened
          title={t('transfers.delivery.receiveTitle', { number: delivery.number })}
          text={t('transfers.delivery.receiveText')}
          label={(name) => t('transfers.delivery.receiveQuantity', { name })}
          confirm={t('transfers.delivery.receiveConfirm')}
          rows={delivery.lines
            .map((l) => ({ id: l.line_id, name: l.part_name, max: new Money(l.dispatched).minus(l.received).toString() }))
            .filter((r) => new Money(r.max).gt(0))
            .map((r) => ({ ...r, initial: r.max }))}
          pending={receive.isPending}
          error={error}
          onConfirm={(lines) => receive.mutate(lines)}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
