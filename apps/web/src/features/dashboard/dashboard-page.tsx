import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconClipboardCheck,
  IconFileDescription,
  IconLayoutKanban,
  IconPackage,
  IconShoppingCart,
  IconTool,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { type CardId, type QuickCard, quickCards } from '../../lib/quick-cards.ts';
import { toast } from '../../lib/toast.ts';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import classes from './dashboard.module.css';

const ICONS: Record<CardId, ReactNode> = {
  createRepairOrder: <IconTool size={22} />,
  counterSale: <IconShoppingCart size={22} />,
  quotations: <IconFileDescription size={22} />,
  inspections: <IconClipboardCheck size={22} />,
  serviceMonitorBoard: <IconLayoutKanban size={22} />,
  partsApproval: <IconPackage size={22} />,
};

/** Spec 9: dashboard buttons ignore a second press within a second. */
const CLICK_DEBOUNCE_MS = 1000;

export interface DashboardSlots {
  /** Warnings above the title (the device clock). */
  notice?: ReactNode;
  /** Buttons beside the title (renew, schedule a demo). */
  actions?: ReactNode;
  /** A line under the title (days left of the trial). */
  banner?: ReactNode;
  /**
   * Hints of other areas under the quick actions (stock that needs attention): they come with their own request,
   * after the page has painted, so below the actions they move nothing (decision 042).
   */
  hints?: ReactNode;
}

/**
 * /tabs/dashboard: quick actions of spec 2.4. What other areas show on it (the clock warning, the
 * subscription's buttons and banner) comes in through slots filled by app/, so features stay apart.
 */
export function DashboardPage({ notice, actions, banner, hints }: DashboardSlots) {
  const f = useFormat();
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const { garage, roles, properties, user } = useShellData();
  const [alertNode, showAlert] = useAlertDialog();
  const lastClick = useRef(0);

  const subscriptionType = garage.subscription?.subscription_type ?? null;
  const cards = useMemo(
    () => quickCards({ roles, properties, subscriptionType, partIssuanceEnabled: garage.part_issuance_enabled }),
    [roles, properties, subscriptionType, garage.part_issuance_enabled],
  );
  // Spec 2.4's pending-approval count on the Inspections card comes with the inspections module (roadmap):
  // the server has no inspections and no count route yet, so the card shows no count rather than a made-up 0.

  const open = (card: QuickCard) => {
    const now = Date.now();
    if (now - lastClick.current < CLICK_DEBOUNCE_MS) return;
    lastClick.current = now;
    if (card.block?.kind === 'toast') toast(message('perm.accessDenied', language));
    else if (card.block?.kind === 'alert') showAlert(t('messages.moduleNotEnabled'));
    else if (card.editor) void navigate({ to: '/tabs/create-repair-order', search: { type: card.editor, mode: 'CREATE' } });
    else void navigate({ to: '/tabs/$feature', params: { feature: card.slug } });
  };

  return (
    <Stack gap="md">
      {alertNode}
      {notice}
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('dashboard.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.welcome', { name: user.first_name || user.display_name, garage: garage.garage_name })}
          </Text>
          <Text size="xs" c="dimmed">
            {f.dateTime(new Date())} · {garage.time_zone.replace(/_/g, ' ')}
          </Text>
        </div>
        {actions}
      </Group>
      {banner}
      <section aria-labelledby="quick-actions">
        <Title order={2} id="quick-actions" size="h4" mb="xs">
          {t('dashboard.quickActions')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          {cards.map((card) => (
            <UnstyledButton
              key={card.id}
              className={classes.card}
              onClick={() => open(card)}
              aria-disabled={card.block ? true : undefined}
            >
              <Paper withBorder p="md" h="100%" className={card.block ? classes.blocked : undefined}>
                <Stack gap={8}>
                  <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                    {ICONS[card.id]}
                  </ThemeIcon>
                  <Text fw={600} size="sm">
                    {t(card.title)}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </section>
      {hints}
    </Stack>
  );
}
