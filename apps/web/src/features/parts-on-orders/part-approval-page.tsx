import type { PartDeskMove } from '@garage/domain';
import { hasAnyRole } from '@garage/domain';
import { Alert, Anchor, Badge, Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconListCheck, IconShoppingCart } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { isOn, useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { randomSuffix } from '../../lib/orders/order-display.ts';
import { PartStatusBadge } from '../../lib/parts-on-orders/part-status-badge.tsx';
import {
  approvePartLines,
  type PartApprovalLine,
  partApprovalQuery,
  refreshAfterPartMove,
} from '../../lib/parts-on-orders/parts-api.ts';
import { ProcureModal } from '../../lib/parts-on-orders/procure-modal.tsx';
import { mayProcure } from '../../lib/parts-on-orders/procure-rules.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { IssueSerialsModal } from './issue-serials-modal.tsx';
import { isShort } from './part-approval-rules.ts';

/**
 * /tabs/part-approval (spec "part-approval", the dashboard's Parts Approval card): part lines of open
 * orders waiting for the parts desk, oldest order first, with what is on hand; approve, mark procured,
 * issue (the stock is taken), refuse — and, on the Issued tab, take an issued part back (confirmed).
 */
export function PartApprovalPage() {
  const { t } = useTranslation();
  const { roles, properties, garage } = useShellData();
  const allowed = hasAnyRole(roles, routes.partApprovalQueue.roles);
  const enabled = garage.part_issuance_enabled || isOn(properties, 'partIssuanceEnabled');
  const [view, setView] = useState<'QUEUE' | 'ISSUED'>('QUEUE');
  const list = useQuery({ ...partApprovalQuery(view), enabled: allowed });
  if (!allowed) return <AccessDenied title={t('parts.approval.title')} />;
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t('parts.approval.title')} description={t('parts.approval.subtitle')} />
      {!enabled && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          <Stack gap={6} align="flex-start">
            <Text size="sm">{t('parts.approval.off')}</Text>
            {roles.includes('GARAGE_OWNER') && (
              <Button
                size="compact-sm"
                variant="light"
                renderRoot={(props) => <Link {...props} to="/tabs/parts-approval-enable" />}
              >
                {t('parts.approval.openSettings')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <SegmentedControl
        w="fit-content"
        value={view}
        onChange={(v) => setView(v === 'ISSUED' ? 'ISSUED' : 'QUEUE')}
        data={[
          { value: 'QUEUE', label: t('parts.approval.tabQueue') },
          { value: 'ISSUED', label: t('parts.approval.tabIssued') },
        ]}
      />
      <QueryList
        query={list}
        rows={(rows) => rows}
        skeleton={{ rows: 5, height: 44 }}
        empty={{
          icon: <IconListCheck size={22} />,
          title: view === 'QUEUE' ? t('parts.approval.empty') : t('parts.approval.emptyIssued'),
        }}
      >
        {(rows) => <ApprovalLines rows={rows} />}
      </QueryList>
    </Stack>
  );
}

function ApprovalLines({ rows }: { rows: readonly PartApprovalLine[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const queryClient = useQueryClient();
  const [alertNode, showAlert] = useAlertDialog();
  const [returning, setReturning] = useState<PartApprovalLine | null>(null);
  const [issuing, setIssuing] = useState<PartApprovalLine | null>(null);
  const [procuring, setProcuring] = useState<PartApprovalLine | null>(null);
  const { roles } = useShellData();
  const canProcure = mayProcure(roles);
  const move = useMutation({
    mutationFn: ({ line, status, serials }: { line: PartApprovalLine; status: PartDeskMove; serials?: string[] }) =>
      approvePartLines(line.order_id, [{ line_id: line.line_id, status, ...(serials ? { serials } : {}) }]),
    onSuccess: (_order, { line, status }) => {
      setReturning(null);
      setIssuing(null);
      refreshAfterPartMove(queryClient);
      toast(t('parts.approval.done', { part: line.part_name, status: t(`parts.status.${status}`) }), 'success');
    },
    onError: (error) => {
      setReturning(null);
      setIssuing(null);
      refreshAfterPartMove(queryClient);
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else showAlert(text);
    },
  });
  const act = (line: PartApprovalLine, status: PartDeskMove) => {
    if (status === 'RETURNED') setReturning(line);
    // A part sold by serial number: the desk says which pieces it hands out.
    else if (status === 'ISSUED' && line.serial_count !== null) setIssuing(line);
    else move.mutate({ line, status });
  };
  const partName = (l: PartApprovalLine) => (
    <>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {l.part_name}
      </Text>
      {l.serials.length > 0 && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('serialPicker.shown', { serials: l.serials.join(', ') })}
        </Text>
      )}
    </>
  );
  const orderLink = (l: PartApprovalLine) => (
    <Anchor
      size="sm"
      fw={600}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/tabs/order-details/$orderId/$random"
          params={{ orderId: String(l.order_id), random: randomSuffix() }}
        />
      )}
    >
      {l.external_order_id}
    </Anchor>
  );
  const qty = (l: PartApprovalLine) => `${f.number(l.quantity)}${l.unit_symbol ? ` ${l.unit_symbol}` : ''}`;
  const stock = (l: PartApprovalLine) => (
    <Text size="sm" c={isShort(l) ? 'orange.8' : undefined} fw={isShort(l) ? 600 : undefined}>
      {isShort(l) && <IconAlertTriangle size={12} style={{ verticalAlign: -1, marginRight: 4 }} aria-hidden />}
      {isShort(l)
        ? t('parts.approval.short', { count: f.number(l.on_hand) })
        : `${f.number(l.on_hand)}${l.base_unit_symbol ? ` ${l.base_unit_symbol}` : ''}`}
    </Text>
  );
  const buttons = (l: PartApprovalLine) => (
    <Group gap={6} wrap="wrap">
      {canProcure && l.allowed_moves.includes('PROCURED') && (
        <Button
          size="compact-sm"
          variant={isShort(l) ? 'filled' : 'light'}
          color="orange"
          leftSection={<IconShoppingCart size={14} aria-hidden />}
          disabled={move.isPending}
          onClick={() => setProcuring(l)}
          aria-label={`${t('parts.approval.procure')} ${l.part_name} ${l.external_order_id}`}
        >
          {t('parts.approval.procure')}
        </Button>
      )}
      {l.allowed_moves.map((m) => (
        <Button
          key={m}
          size="compact-sm"
          variant={m === 'ISSUED' ? 'filled' : m === 'RESERVED' || m === 'RETURNED' ? 'outline' : 'light'}
          color={m === 'RESERVED' || m === 'RETURNED' ? 'red' : undefined}
          disabled={move.isPending}
          onClick={() => act(l, m)}
          aria-label={`${t(`parts.moves.${m}`)} ${l.part_name} ${l.external_order_id}`}
        >
          {t(`parts.moves.${m}`)}
        </Button>
      ))}
    </Group>
  );

  return (
    <>
      {alertNode}
      {desktop ? (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing={6} aria-label={t('parts.approval.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('parts.approval.order')}</Table.Th>
                <Table.Th>{t('parts.approval.part')}</Table.Th>
                <Table.Th ta="right">{t('parts.approval.quantity')}</Table.Th>
                <Table.Th>{t('parts.approval.onHand')}</Table.Th>
                <Table.Th>{t('parts.approval.status')}</Table.Th>
                <Table.Th>{t('parts.approval.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((l) => (
                <Table.Tr key={l.line_id} data-testid="approval-line">
                  <Table.Td>
                    {orderLink(l)}
                    <Text size="xs" c="dimmed">
                      {[l.customer_name, l.reg_number].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{partName(l)}</Table.Td>
                  <Table.Td ta="right">{qty(l)}</Table.Td>
                  <Table.Td>{stock(l)}</Table.Td>
                  <Table.Td>
                    <PartStatusBadge status={l.part_status} />
                  </Table.Td>
                  <Table.Td>{buttons(l)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap={0} component="ul" aria-label={t('parts.approval.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((l) => (
            <li
              key={l.line_id}
              data-testid="approval-line"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '10px 0' }}
            >
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  {orderLink(l)}
                  <PartStatusBadge status={l.part_status} />
                </Group>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0}>{partName(l)}</Stack>
                  <Badge variant="outline" color="gray" tt="none">
                    {qty(l)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {[l.customer_name, l.reg_number].filter(Boolean).join(' · ')}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {t('parts.approval.onHand')}:
                  </Text>
                  {stock(l)}
                </Group>
                {buttons(l)}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
      <ProcureModal line={procuring} onClose={() => setProcuring(null)} onRefused={showAlert} />
      <IssueSerialsModal
        line={issuing}
        pending={move.isPending}
        onClose={() => setIssuing(null)}
        onIssue={(serials) => issuing && move.mutate({ line: issuing, status: 'ISSUED', serials })}
      />
      <Modal
        opened={returning !== null}
        onClose={() => !move.isPending && setReturning(null)}
        title={returning ? t('parts.approval.confirmTitle', { part: returning.part_name }) : ''}
        centered
        size="sm"
      >
        {returning && (
          <Stack gap="md">
            <Text size="sm">
              {t('parts.approval.confirmText', {
                quantity: qty(returning),
                part: returning.part_name,
                order: returning.external_order_id,
              })}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setReturning(null)} disabled={move.isPending}>
                {t('parts.approval.cancel')}
              </Button>
              <Button color="red" loading={move.isPending} onClick={() => move.mutate({ line: returning, status: 'RETURNED' })}>
                {t('parts.approval.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
