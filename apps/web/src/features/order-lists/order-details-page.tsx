import { ORDER_CREATE, ORDER_EDIT, ORDER_READ } from '@garage/contract';
import { hasAnyRole, type OrderStatus } from '@garage/domain';
import { Button, Group, Menu, Stack } from '@mantine/core';
import { IconBan, IconChevronDown, IconCopy, IconEdit, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { HttpError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { HistorySection } from './history-section.tsx';
import { editorHref, HrefButton } from './href-button.tsx';
import { useMoveLabel, useStatusLabel } from './labels.ts';
import { type CancelChoice, CancelDialog, ConfirmMoveDialog } from './move-dialogs.tsx';
import { OrderDocument } from './order-document.tsx';
import classes from './order-lists.module.css';
import { moveButtons, splitMoves, tabOfStatus } from './order-rules.ts';
import { type Order, orderQuery, progressOrder, refreshAfterMove } from './orders-api.ts';
import { BackLink, PrintLetterhead } from './print-header.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useGarageToday } from './use-garage-today.ts';
import { useRefusal } from './use-refusal.ts';

const deepLinkRoute = getRouteApi('/tabs/order-details/$orderId/$random');
const queryRoute = getRouteApi('/tabs/order-details');

function Actions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const moveLabel = useMoveLabel();
  const statusLabel = useStatusLabel();
  const queryClient = useQueryClient();
  const [alertNode, showAlert] = useAlertDialog();
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['orders'] });
  const refuse = useRefusal(showAlert, reload);
  const move = useMutation({
    mutationFn: (body: { status: OrderStatus; cancel_reason_id?: number; note?: string | null }) =>
      progressOrder(order.order_id, body),
    onSuccess: (updated, body) => {
      setConfirming(null);
      setCancelling(false);
      refreshAfterMove(queryClient, updated);
      toast(t('orderLists.details.moved', { number: updated.external_order_id, status: statusLabel(body.status) }), 'success');
    },
    onError: (error) => {
      setConfirming(null);
      setCancelling(false);
      refuse(error);
    },
  });
  const buttons = moveButtons('ORDER', order.allowed_moves);
  const { primary, others } = splitMoves(order.status, buttons.moves);
  const canEdit = order.editable && hasAnyRole(roles, ORDER_EDIT);
  const canCopy = hasAnyRole(roles, ORDER_CREATE);

  return (
    <>
      {alertNode}
      <Group gap="xs" wrap="wrap" data-no-print>
        {primary && (
          <Button onClick={() => setConfirming(primary as OrderStatus)} disabled={move.isPending}>
            {moveLabel(primary)}
          </Button>
        )}
        {others.length > 0 && (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant={primary ? 'light' : 'filled'}
                rightSection={<IconChevronDown size={16} />}
                disabled={move.isPending}
              >
                {t('orderLists.details.changeStatus')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {others.map((m) => (
                <Menu.Item key={m} onClick={() => setConfirming(m as OrderStatus)}>
                  {moveLabel(m)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        {canEdit && (
          <HrefButton
            href={editorHref.editOrder(order.order_id, order.order_type)}
            variant="default"
            leftSection={<IconEdit size={16} />}
          >
            {t('orderLists.details.edit')}
          </HrefButton>
        )}
        {canCopy && (
          <HrefButton
            href={editorHref.copyOrder(order.order_id, order.order_type)}
            variant="default"
            leftSection={<IconCopy size={16} />}
          >
            {t('orderLists.details.copy')}
          </HrefButton>
        )}
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('orderLists.details.print')}
        </Button>
        {buttons.cancel && (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconBan size={16} />}
            onClick={() => setCancelling(true)}
            disabled={move.isPending}
          >
            {t('orderLists.moves.CANCELLED')}
          </Button>
        )}
      </Group>
      <ConfirmMoveDialog
        opened={confirming !== null}
        title={confirming ? moveLabel(confirming) : ''}
        text={
          confirming
            ? t('orderLists.details.confirmMove', { number: order.external_order_id, status: statusLabel(confirming) })
            : ''
        }
        confirmLabel={confirming ? moveLabel(confirming) : ''}
        pending={move.isPending}
        onConfirm={() => confirming && move.mutate({ status: confirming })}
        onClose={() => !move.isPending && setConfirming(null)}
      />
      <CancelDialog
        opened={cancelling}
        type="ORDER"
        number={order.external_order_id}
        withNote
        pending={move.isPending}
        onConfirm={(c: CancelChoice) => move.mutate({ status: 'CANCELLED', cancel_reason_id: c.reasonId, note: c.note || null })}
        onClose={() => !move.isPending && setCancelling(false)}
      />
    </>
  );
}

/** The order of the deep link or of ?order=: document, moves, history. */
export function OrderDetailsView({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const today = useGarageToday();
  const allowed = hasAnyRole(roles, ORDER_READ);
  const order = useQuery({ ...orderQuery(id ?? 0), enabled: allowed && id !== null });

  if (!allowed) return <AccessDenied title={t('orderLists.details.title')} />;
  const o = order.data;
  const tab = o ? tabOfStatus(o.status) : null;
  const back = {
    label: t('orderLists.title'),
    render: (props: Record<string, unknown>) => (
      <Link {...props} to="/tabs/orders" search={tab && tab !== 'OPEN' ? { tab } : {}} />
    ),
  };
  if (id === null || (!o && !order.isPending)) {
    const missing = id === null || (order.error instanceof HttpError && order.error.status === 404);
    return (
      <Stack maw={1100}>
        <PageHeader title={t('orderLists.details.title')} back={back} />
        <LoadFailed text={missing ? t('orderLists.details.notFound') : undefined} onRetry={() => void order.refetch()} />
      </Stack>
    );
  }
  if (!o) {
    return (
      <Stack maw={1100}>
        <PageHeader title={t('orderLists.details.title')} back={back} />
        <ListSkeleton rows={8} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" className={classes.document} data-print-document>
      <BackLink {...back} />
      <PrintLetterhead />
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {o.external_order_id}
            <StatusBadge status={o.status} size="lg" />
          </Group>
        }
        description={t('orderLists.details.subtitle', { customer: o.customer_name })}
      />
      <Actions order={o} />
      <OrderDocument doc={o} today={today} />
      <div data-no-print>
        <HistorySection id={o.order_id} />
      </div>
    </Stack>
  );
}

/** /tabs/order-details/$orderId/$random (spec 2.2 deep link; the suffix is ignored). */
export function OrderDeepLinkPage() {
  const { orderId } = deepLinkRoute.useParams();
  const id = Number(orderId);
  return <OrderDetailsView id={Number.isSafeInteger(id) && id > 0 ? id : null} />;
}

/** /tabs/order-details?order={order_id} (the advisory panel's link). */
export function OrderQueryDetailsPage() {
  const { order } = queryRoute.useSearch();
  return <OrderDetailsView id={order ?? null} />;
}
