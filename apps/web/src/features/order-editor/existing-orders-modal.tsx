import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';
import type { Order } from '../../lib/orders/orders-api.ts';
import { StatusBadge } from '../../lib/orders/status-badge.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

export interface ExistingOrdersModalProps {
  opened: boolean;
  orders: readonly Order[];
  regNumber: string;
  onClose: () => void;
  /** Open an existing job card instead (its address replaces the editor's). */
  onOpen: (href: string) => void;
  onContinue: () => void;
}

/** Spec 5: the vehicle already has an open job card; open it, or go on with a new one. */
export function ExistingOrdersModal({ opened, orders, regNumber, onClose, onOpen, onContinue }: ExistingOrdersModalProps) {
  const f = useFormat();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orderEditor.existing.title')}
      closeButtonProps={{ 'aria-label': t('orderEditor.existing.close') }}
      centered
      fullScreen={!desktop}
    >
      <Stack gap="sm">
        <Text size="sm">{t('orderEditor.existing.text', { reg: regNumber })}</Text>
        {orders.map((o) => {
          const href = orderDetailsHref(o.order_id);
          return (
            <Paper key={o.order_id} withBorder p="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {o.external_order_id}
                  </Text>
                  <Group gap={6}>
                    <StatusBadge status={o.status} size="xs" />
                    <Text size="xs" c="dimmed">
                      {f.dateTime(o.created_at)}
                    </Text>
                  </Group>
                </Stack>
                <Anchor
                  href={href}
                  size="sm"
                  fw={600}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpen(href);
                  }}
                >
                  {t('orderEditor.existing.open')}
                </Anchor>
              </Group>
            </Paper>
          );
        })}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onContinue}>{t('orderEditor.existing.continue')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
