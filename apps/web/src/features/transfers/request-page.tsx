import { Money } from '@garage/domain';
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import {
  deliveryHref,
  refreshTransfers,
  requestQuery,
  reserveDelivery,
  submitTransferRequest,
  TRANSFERS_HREF,
  type TransferRequest,
} from '../../lib/transfers/transfers-api.ts';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { DocumentPending } from '../../lib/ui/document-pending.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QuantityModal } from './quantity-modal.tsx';
import { TransferActivity } from './transfer-activity.tsx';
import { DeliveryStatusBadge, RequestStatusBadge } from './transfer-badges.tsx';

const route = getRouteApi('/tabs/order-details-ibt/$requestId');

/** Spec route order-details-ibt: one inter-branch request, what each side may do with it. */
export function RequestPage() {
  const { t } = useTranslation();
  const { requestId } = route.useParams();
  const id = Number(requestId);
  const garageId = useSession().garageId ?? 0;
  const query = useQuery({ ...requestQuery(garageId, id), enabled: Number.isInteger(id) && id > 0 });
  const back = {
    label: t('transfers.request.back'),
    render: (p: Record<string, unknown>) => <Link {...p} to={TRANSFERS_HREF} />,
  };
  if (!query.data)
    return (
      <DocumentPending
        title={t('transfers.title')}
        back={back}
        validId={Number.isInteger(id) && id > 0}
        query={query}
        notFound={t('transfers.request.notFound')}
        onRetry={() => void query.refetch()}
      />
    );
  return <RequestView request={query.data} back={back} />;
}

function RequestView({
  request,
  back,
}: {
  request: TransferRequest;
  back: { label: string; render: (p: Record<string, unknown>) => React.ReactNode };
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const garageId = useSession().garageId ?? 0;
  const [alert, showAlert] = useAlertDialog();
  const [reserving, setReserving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keeper = useMemo(() => createIdempotencyKeeper(), []);
  const refused = (e: unknown) => refusalText(e, currentLanguage(), [400, 403, 404, 409]) ?? t('common.loadFailed');

  const submit = useMutation({
    mutationFn: () => submitTransferRequest(garageId, request.request_id),
    onSuccess: () => {
      refreshTransfers(queryClient);
      toast(t('transfers.request.submitted'), 'success');
    },
    onError: (e) => showAlert(refused(e)),
  });
  const reserve = useMutation({
    mutationFn: (lines: Array<{ id: number; quantity: string }>) => {
      const body = { lines: lines.map((l) => ({ request_line_id: l.id, quantity: l.quantity })) };
      return reserveDelivery(garageId, request.request_id, body, keeper.keyFor(body));
    },
    onSuccess: (delivery) => {
      keeper.settle();
      setReserving(false);
      refreshTransfers(queryClient);
      toast(t('transfers.request.reserved', { number: delivery.number }), 'success');
      void navigate({ to: deliveryHref(delivery.delivery_id) });
    },
    onError: (e) => {
      keeper.settle();
      setError(refused(e));
    },
  });

  const moves = request.allowed_moves;
  return (
    <Stack maw={1100}>
      {alert}
      <PageHeader
        title={t('transfers.request.title', { number: request.number })}
        description={t('transfers.request.fromTo', { from: request.from_garage.garage_name, to: request.to_garage.garage_name })}
        back={back}
        actions={
          <>
            {moves.includes('SUBMIT') && (
              <Button onClick={() => submit.mutate()} loading={submit.isPending}>
                {t('transfers.request.submit')}
              </Button>
            )}
            {moves.includes('DELIVER') && (
              <Button
                onClick={() => {
                  setError(null);
                  setReserving(true);
                }}
              >
                {t('transfers.request.deliver')}
              </Button>
            )}
          </>
        }
      />
      <Group gap="xs">
        <RequestStatusBadge status={request.status} />
        {request.requested_at && (
          <Text size="sm" c="dimmed">
            {f.dateTime(request.requested_at)}
          </Text>
        )}
      </Group>
      {request.delivery_id && request.delivery_status ? (
        <Paper withBorder p="sm">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <DeliveryStatusBadge status={request.delivery_status} />
            </Group>
            <Anchor size="sm" fw={600} renderRoot={(p) => <Link {...p} to={deliveryHref(request.delivery_id!)} />}>
              {t('transfers.request.openDelivery')}
            </Anchor>
          </Group>
        </Paper>
      ) : (
        request.status === 'REQUESTED' &&
        request.side === 'REQUESTER' && (
          <Text size="sm" c="dimmed">
            {t('transfers.request.waiting', { outlet: request.from_garage.garage_name })}
          </Text>
        )
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={6} aria-label={t('transfers.col.parts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transfers.col.parts')}</Table.Th>
              <Table.Th ta="right">{t('transfers.request.asked')}</Table.Th>
              <Table.Th ta="right">{t('transfers.request.available', { outlet: request.from_garage.garage_name })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {request.lines.map((l) => (
              <Table.Tr key={l.line_id}>
                <Table.Td>
                  <Text size="sm">{l.part_name}</Text>
                  {l.part_number && (
                    <Text size="xs" c="dimmed">
                      {l.part_number}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{f.number(l.quantity)}</Table.Td>
                <Table.Td ta="right">{f.number(l.available)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {request.note && <Text size="sm">{request.note}</Text>}
      <TransferActivity entries={request.activity} />
      {reserving && (
        <QuantityModal
          opened
          title={t('transfers.request.reserveTitle', { number: request.number })}
          text={t('transfers.request.reserveText')}
          label={(name) => t('transfers.request.reserveQuantity', { name })}
          confirm={t('transfers.request.reserve')}
          rows={request.lines.map((l) => ({
            id: l.line_id,
            name: l.part_name,
            initial: Money.max(Money.min(l.quantity, l.available), 0).toString(),
            max: l.quantity,
          }))}
          pending={reserve.isPending}
          error={error}
          onConfirm={(lines) => reserve.mutate(lines)}
          onClose={() => setReserving(false)}
        />
      )}
    </Stack>
  );
}
