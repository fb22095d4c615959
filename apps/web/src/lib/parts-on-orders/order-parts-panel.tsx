import { hasAnyRole, type PartStatus, partDeskMoves } from '@garage/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHandGrab, IconListCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../api/routes.ts';
import { useShellData } from '../api/session-data.ts';
import { useFormat } from '../format.ts';
import { reportHttpError } from '../http.ts';
import { currentLanguage } from '../i18n.ts';
import type { Order } from '../orders/orders-api.ts';
import { refusalText } from '../server-errors.ts';
import { toast } from '../toast.ts';
import { useAlertDialog } from '../ui/alert-dialog.tsx';
import { Section } from '../ui/detail-section.tsx';
import { PartStatusBadge } from './part-status-badge.tsx';
import { refreshAfterPartMove, requestParts } from './parts-api.ts';
import { type ProcureLine, ProcureModal } from './procure-modal.tsx';
import { mayProcure } from './procure-rules.ts';

/**
 * The order's part lines under part issuance (decision 056): each line's status, "Request parts" for the
 * lines not asked for yet, "Procure" on a requested line for whoever may also raise purchase orders (the
 * queue's dialog), and the way to the Parts Approval queue for the parts desk. Shown only when a line has a
 * part status.
 */
export function OrderPartsPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const queryClient = useQueryClient();
  const [alertNode, showAlert] = useAlertDialog();
  const [procuring, setProcuring] = useState<ProcureLine | null>(null);
  const lines = order.lines.filter((l) => l.kind === 'part' && l.part_status);
  const request = useMutation({
    mutationFn: () => requestParts(order.order_id),
    onSuccess: () => {
      refreshAfterPartMove(queryClient);
      toast(t('parts.panel.requested'), 'success');
    },
    onError: (error) => {
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else showAlert(text);
    },
  });
  if (order.document !== 'ORDER' || lines.length === 0) return null;
  const waiting = lines.some((l) => l.part_status === 'RESERVED' || l.part_status === 'RETURNED');
  const canRequest = order.editable && waiting && hasAnyRole(roles, routes.requestParts.roles);
  const desk = hasAnyRole(roles, routes.partApprovalQueue.roles);
  const canProcure = mayProcure(roles);
  return (
    <div data-no-print>
      {alertNode}
      <ProcureModal line={procuring} onClose={() => setProcuring(null)} onRefused={showAlert} />
      <Section title={t('parts.panel.title')}>
        <Stack gap={6}>
          {lines.map((l) => (
            <Group key={l.line_id ?? l.name} justify="space-between" gap="xs" wrap="nowrap" data-testid="part-line-status">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {l.name} · {f.number(l.quantity)}
              </Text>
              <Group gap="xs" wrap="nowrap">
                {canProcure && l.line_id && partDeskMoves(l.part_status as PartStatus).includes('PROCURED') && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconTruckDelivery size={14} />}
                    aria-label={`${t('parts.approval.procure')} ${l.name}`}
                    onClick={() =>
                      setProcuring({
                        order_id: order.order_id,
                        line_id: l.line_id as number,
                        part_name: l.name,
                        external_order_id: order.external_order_id,
                      })
                    }
                  >
                    {t('parts.approval.procure')}
                  </Button>
                )}
                <PartStatusBadge status={l.part_status as PartStatus} />
              </Group>
            </Group>
          ))}
          {(canRequest || desk) && (
            <Group gap="xs" mt={4}>
              {canRequest && (
                <Button
                  size="xs"
                  leftSection={<IconHandGrab size={16} />}
                  loading={request.isPending}
                  onClick={() => request.mutate()}
                >
                  {t('parts.panel.request')}
                </Button>
              )}
              {desk && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconListCheck size={16} />}
                  renderRoot={(props) => <Link {...props} to="/tabs/part-approval" />}
                >
                  {t('parts.panel.queue')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Section>
    </div>
  );
}
