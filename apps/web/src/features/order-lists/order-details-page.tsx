import { ORDER_CREATE, ORDER_EDIT, ORDER_READ } from '@garage/contract';
import { INVOICE_READ } from '@garage/contract/meta';
import { hasAnyRole, type OrderStatus } from '@garage/domain';
import { Button, Group, Menu } from '@mantine/core';
import { IconBan, IconChevronDown, IconCopy, IconEdit, IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvisoryVehicleSource } from '../../lib/advisory/advisory-vehicle-source.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { InvoiceList } from '../../lib/invoices/invoice-list.tsx';
import { canPrepareInvoice, liveInvoiceOf } from '../../lib/invoices/invoice-rules.ts';
import { orderInvoicesQuery } from '../../lib/invoices/invoices-api.ts';
import { useMoveLabel, useStatusLabel } from '../../lib/orders/labels.ts';
import { type Order, orderKeys, orderQuery } from '../../lib/orders/orders-api.ts';
import { OrderOutsourcePanel } from '../../lib/outsource/outsource-panel.tsx';
import { OrderPartsPanel } from '../../lib/parts-on-orders/order-parts-panel.tsx';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { Section } from '../../lib/ui/detail-section.tsx';
import { DocumentPage } from './document-page.tsx';
import { editorHref, HrefButton } from './href-button.tsx';
import { type CancelChoice, CancelDialog, ConfirmMoveDialog } from './move-dialogs.tsx';
import { moveButtons, splitMoves, tabOfStatus } from './order-rules.ts';
import { progressOrder, refreshAfterMove } from './orders-api.ts';
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
  const reload = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
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
  // "Prepare invoice" needs to know the order has no live invoice: asked only of users who may bill it.
  const mayBill = canPrepareInvoice(order, false, roles);
  const invoices = useQuery({ ...orderInvoicesQuery(order.order_id), enabled: mayBill && hasAnyRole(roles, INVOICE_READ) });
  const canBill = mayBill && invoices.data !== undefined && liveInvoiceOf(invoices.data.content) === null;

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
        {canBill && (
          <HrefButton
            href={editorHref.prepareInvoice(order.order_id, order.order_type)}
            variant={primary ? 'light' : 'filled'}
            leftSection={<IconFileInvoice size={16} />}
          >
            {t('invoices.prepare.button')}
          </HrefButton>
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

/** The order's invoices (void ones too), each linking to its page; shown to the invoice readers. */
function OrderInvoices({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const allowed = hasAnyRole(roles, INVOICE_READ) && order.document === 'ORDER';
  const query = useQuery({ ...orderInvoicesQuery(order.order_id), enabled: allowed });
  if (!allowed) return null;
  return (
    <div data-no-print>
      <Section title={t('invoices.list.title')}>
        <InvoiceList query={query} label={t('invoices.list.title')} emptyText={t('invoices.list.empty')} />
      </Section>
    </div>
  );
}

/** The order of the deep link or of ?order=: document, moves, history. */
export function OrderDetailsView({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const allowed = hasAnyRole(roles, ORDER_READ);
  const order = useQuery({ ...orderQuery(id ?? 0), enabled: allowed && id !== null });
  useAdvisoryVehicleSource(order.data?.user_car_id);

  if (!allowed) return <AccessDenied title={t('orderLists.details.title')} />;
  const o = order.data;
  const tab = o ? tabOfStatus(o.status) : null;
  const back = {
    label: t('orderLists.title'),
    render: (props: Record<string, unknown>) => (
      <Link {...props} to="/tabs/orders" search={tab && tab !== 'OPEN' ? { tab } : {}} />
    ),
  };
  return (
    <DocumentPage
      query={order}
      validId={id !== null}
      title={t('orderLists.details.title')}
      notFound={t('orderLists.details.notFound')}
      back={back}
      subtitle={(doc) =>
        t('orderLists.details.subtitle', { type: t(`orderLists.types.${doc.order_type}`), customer: doc.customer_name })
      }
      actions={(doc) => <Actions order={doc} />}
      invoices={(doc) => (
        <>
          <OrderPartsPanel order={doc} />
          <OrderOutsourcePanel order={doc} />
          <OrderInvoices order={doc} />
        </>
      )}
    />
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
