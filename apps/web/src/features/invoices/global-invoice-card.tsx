import { CFDI_CANCEL_REASONS } from '@garage/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileCode, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { downloadGlobalCfdiXml, type GlobalCfdi } from '../../lib/invoices/global-cfdi-api.ts';
import { invoiceHref } from '../../lib/invoices/invoices-api.ts';
import { CancelGlobalDialog } from './cancel-global-dialog.tsx';
import { periodText } from './global-invoice-rules.ts';

export const globalAnchor = (id: number) => `global-${id}`;

/** Scrolls to another global invoice of the list (the substitute, or the one it replaces) and focuses it. */
function goTo(id: number) {
  const card = document.getElementById(globalAnchor(id));
  card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  card?.focus({ preventScroll: true });
}

function GlobalLink({ target, label }: { target: { id: number; folio: string }; label: string }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="left"
      style={{ alignSelf: 'flex-start' }}
      onClick={() => goTo(target.id)}
    >
      {label}
    </Anchor>
  );
}

/**
 * One issued global invoice: its period, bills and total, folio fiscal, XML; "Cancel" while active (for who may
 * create invoices); once cancelled, a badge with SAT's reason, who and when, and links to its substitute or to
 * the sale that got its own CFDI. A substitute says which one it replaces.
 */
export function GlobalInvoiceCard({ global: g, mayCancel }: { global: GlobalCfdi; mayCancel: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [cancelling, setCancelling] = useState(false);
  const folio = `FG-${g.folio}`;
  const cancelled = g.cancellation;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="global-row"
      id={globalAnchor(g.id)}
      tabIndex={-1}
      bg={cancelled ? 'var(--mantine-color-gray-0)' : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} td={cancelled ? 'line-through' : undefined}>
            {folio}
          </Text>
          <Group gap={4} wrap="nowrap">
            {cancelled && (
              <Badge color="red" variant="filled" data-testid="global-cancelled">
                {t('invoices.global.cancel.badge', { code: cancelled.reason })}
              </Badge>
            )}
            {g.sandbox && (
              <Badge color="red" variant="light">
                SANDBOX
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{periodText(t, g.period, (d) => f.date(d, 'UTC'))}</Text>
        <Text size="sm">{t('invoices.global.total', { count: g.bill_count, total: f.money(g.total) })}</Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {g.uuid}
        </Text>
        {g.replaces && (
          <GlobalLink target={g.replaces} label={t('invoices.global.cancel.replaces', { folio: `FG-${g.replaces.folio}` })} />
        )}
        {cancelled && (
          <Stack gap={2} data-testid="global-cancellation">
            <Text size="sm" fw={600}>
              {t('invoices.global.cancel.reasonLine', {
                code: cancelled.reason,
                name: CFDI_CANCEL_REASONS[cancelled.reason].es,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {cancelled.by_name
                ? t('invoices.global.cancel.by', { at: f.dateTime(cancelled.at), name: cancelled.by_name })
                : t('invoices.global.cancel.at', { at: f.dateTime(cancelled.at) })}
            </Text>
            {cancelled.replaced_by && (
              <GlobalLink
                target={cancelled.replaced_by}
                label={t('invoices.global.cancel.replacedBy', { folio: `FG-${cancelled.replaced_by.folio}` })}
              />
            )}
            {cancelled.nominative && (
              <Anchor size="sm" renderRoot={(p) => <Link {...p} to={invoiceHref(cancelled.nominative!.invoice_id)} />}>
                {t('invoices.global.cancel.nominative', { number: cancelled.nominative.invoice_number })}
              </Anchor>
            )}
          </Stack>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {t('invoices.global.stampedAt', { at: f.dateTime(g.stamped_at) })}
          </Text>
          <Group gap="xs">
            {mayCancel && !cancelled && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={14} />}
                aria-label={t('invoices.global.cancel.actionLabel', { folio })}
                onClick={() => setCancelling(true)}
              >
                {t('invoices.global.cancel.action')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileCode size={14} />}
              onClick={() => downloadGlobalCfdiXml(g).catch(reportHttpError)}
            >
              {t('invoices.global.xml')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {cancelling && <CancelGlobalDialog global={g} onClose={() => setCancelling(false)} />}
    </Paper>
  );
}
