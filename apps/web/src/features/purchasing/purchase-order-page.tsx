import { hasAnyRole, PURCHASE_ORDER_STATUSES } from '@garage/domain';
import { Alert, Anchor, Button, Grid, Group, Stack, Table, Text, Timeline } from '@mantine/core';
import { IconEdit, IconFileTypePdf, IconPackageImport } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { Fact } from '../../lib/purchasing/fact.tsx';
import { PurchaseStatusBadge } from '../../lib/purchasing/purchase-status-badge.tsx';
import {
  movePurchaseOrder,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  purchaseOrderPdfLink,
  purchaseOrderQuery,
  purchasingKeys,
} from '../../lib/purchasing/purchasing-api.ts';
import { toast } from '../../lib/toast.ts';
import { Section } from '../../lib/ui/detail-section.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { CONFIRMED_MOVES, MoveDialog } from './move-dialog.tsx';

const route = getRouteApi('/tabs/purchase-order/$orderId');

const ACTIONS = ['CREATED', 'EDITED', 'PARTS_ADDED', 'REJECTED', 'PAID'] as const;
const STATUSES: readonly string[] = PURCHASE_ORDER_STATUSES;

/** An audit row's action as people read it: raised, edited, sent back, or the status it moved to. */
export function useActivityLabel(): (action: string) => string {
  const { t } = useTranslation();
  return (action) => {
    const known = ACTIONS.find((a) => a === action);
    if (known) return t(`purchasing.activity.${known}`);
    return STATUSES.includes(action) ? t(`purchasing.status.${action as PurchaseOrderStatus}`) : action;
  };
}

function Actions({ po, onConfirm }: { po: PurchaseOrder; onConfirm: (to: PurchaseOrderStatus) => void }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const queryClient = useQueryClient();
  const direct = useMutation({
    mutationFn: (to: PurchaseOrderStatus) => movePurchaseOrder(po.purchase_order_id, to),
    onSuccess: (saved) => {
      queryClient.setQueryData(purchasingKeys.order(saved.purchase_order_id), saved);
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.moved', { number: saved.po_number, status: t(`purchasing.status.${saved.status}`) }), 'success');
    },
  });
  const pdf = useMutation({
    mutationFn: () => purchaseOrderPdfLink(po.purchase_order_id),
    onSuccess: (link) => window.open(link.url, '_blank', 'noopener'),
    onError: reportHttpError,
  });
  const canEdit = po.status === 'DRAFT' && hasAnyRole(roles, routes.updatePurchaseOrder.roles);
  const canReceive = po.receivable && hasAnyRole(roles, routes.createStockIn.roles);
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" leftSection={<IconFileTypePdf size={16} />} loading={pdf.isPending} onClick={() => pdf.mutate()}>
        {t('purchasing.view.pdf')}
      </Button>
      {canEdit && (
        <Button
          variant="default"
          leftSection={<IconEdit size={16} />}
          renderRoot={(props) => <Link {...props} to="/tabs/create-purchase-order" search={{ id: po.purchase_order_id }} />}
        >
          {t('purchasing.view.edit')}
        </Button>
      )}
      {canReceive && (
        <Button
          leftSection={<IconPackageImport size={16} />}
          renderRoot={(props) => <Link {...props} to="/tabs/inventory-stock-in" search={{ po: po.purchase_order_id }} />}
        >
          {t('purchasing.view.receive')}
        </Button>
      )}
      {po.allowed_moves.map((to) => (
        <Button
          key={to}
          variant={to === 'CANCELLED' ? 'light' : to === 'DRAFT' ? 'default' : 'filled'}
          color={to === 'CANCELLED' ? 'red' : undefined}
          loading={direct.isPending && direct.variables === to}
          onClick={() => (CONFIRMED_MOVES.includes(to) ? onConfirm(to) : direct.mutate(to))}
        >
          {t(`purchasing.move.${to}`)}
        </Button>
      ))}
    </Group>
  );
}

function LinesTable({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (v: string | null) => (v === null ? '—' : f.money(v));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('purchasing.form.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchasing.form.part')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.view.ordered')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.view.received')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.view.remaining')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.view.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.view.tax')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.view.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {po.lines.map((l) => (
            <Table.Tr key={l.line_id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {l.part_name}
                </Text>
                {l.part_number && (
                  <Text size="xs" c="dimmed">
                    {l.part_number}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{l.quantity}</Table.Td>
              <Table.Td ta="right">{l.received}</Table.Td>
              <Table.Td ta="right">{l.remaining}</Table.Td>
              <Table.Td ta="right">{money(l.unit_price)}</Table.Td>
              <Table.Td ta="right">{money(l.tax_amount)}</Table.Td>
              <Table.Td ta="right">{money(l.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /tabs/purchase-order/{id} (show-purchase-order): a purchase order, its lines, what was received and its moves. */
export function PurchaseOrderPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = Number(route.useParams().orderId);
  const query = useQuery(purchaseOrderQuery(id));
  const [confirming, setConfirming] = useState<PurchaseOrderStatus | null>(null);
  const activityLabel = useActivityLabel();
  if (query.isPending) return <ListSkeleton rows={8} />;
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} text={t('purchasing.view.notFound')} />;
  const po = query.data;
  const money = (v: string | null) => (v === null ? '—' : f.money(v));
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={po.po_number}
        back={{ label: t('purchasing.orders.title'), render: (props) => <Link {...props} to="/tabs/show-purchase-order" /> }}
        actions={<PurchaseStatusBadge status={po.status} />}
      />
      <Actions po={po} onConfirm={setConfirming} />
      {po.prices_hidden && <Alert color="gray">{t('purchasing.view.pricesHidden')}</Alert>}
      <Section title={t('purchasing.view.vendor')}>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Fact label={t('purchasing.view.vendor')}>
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/tabs/vendor-info/$vendorId" params={{ vendorId: String(po.vendor_id) }} />
                )}
              >
                {po.vendor_name}
              </Anchor>
            </Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <Fact label={t('purchasing.view.created')}>{f.date(po.created_at)}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <Fact label={t('purchasing.view.expected')}>
              {po.expected_date ? f.date(`${po.expected_date}T12:00:00Z`, 'UTC') : '—'}
            </Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <Fact label={t('purchasing.view.approved')}>{po.approved_at ? f.date(po.approved_at) : '—'}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <Fact label={t('purchasing.view.sent')}>{po.sent_at ? f.date(po.sent_at) : '—'}</Fact>
          </Grid.Col>
        </Grid>
      </Section>
      <Section title={t('purchasing.form.lines')}>
        <LinesTable po={po} />
        <Stack gap={2} align="flex-end" mt="xs">
          <Text size="sm">
            {t('purchasing.view.subTotal')}: {money(po.sub_total)}
          </Text>
          <Text size="sm">
            {t('purchasing.view.tax')}: {money(po.tax_total)}
          </Text>
          <Text fw={700}>
            {t('purchasing.view.total')}: {money(po.grand_total)}
          </Text>
        </Stack>
      </Section>
      {po.stock_ins.length > 0 && (
        <Section title={t('purchasing.view.stockIns')}>
          <Group gap="sm">
            {po.stock_ins.map((s) => (
              <Anchor
                key={s.stock_in_id}
                renderRoot={(props) => (
                  <Link {...props} to="/tabs/stock-in/$stockInId" params={{ stockInId: String(s.stock_in_id) }} />
                )}
              >
                {s.stock_in_number} · {f.date(`${s.received_day}T12:00:00Z`, 'UTC')}
              </Anchor>
            ))}
          </Group>
        </Section>
      )}
      <Section title={t('purchasing.view.activity')}>
        <Timeline bulletSize={12} lineWidth={2}>
          {po.activity.map((a) => (
            <Timeline.Item key={`${a.at}-${a.action}`} title={activityLabel(a.action)}>
              <Text size="xs" c="dimmed">
                {f.dateTime(a.at)}
                {a.user_name ? ` · ${a.user_name}` : ''}
                {typeof a.detail.reason === 'string' ? ` · ${a.detail.reason}` : ''}
                {typeof a.detail.for_order === 'string'
                  ? ` · ${t('purchasing.activity.forOrder', { order: a.detail.for_order })}`
                  : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Section>
      {confirming && <MoveDialog po={po} to={confirming} onClose={() => setConfirming(null)} />}
    </Stack>
  );
}
