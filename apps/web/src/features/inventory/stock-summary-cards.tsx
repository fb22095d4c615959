import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { summaryQuery } from './stock-summary-query.ts';

function Figure({ label, value, tone, link }: { label: string; value: ReactNode; tone?: string; link?: ReactNode }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed" lineClamp={2}>
        {label}
      </Text>
      <Text fw={700} size="lg" c={tone} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {link ?? value}
      </Text>
    </Paper>
  );
}

/** The garage's stock value and its alert counts; the counts open the matching list. */
export function StockSummaryCards() {
  const { t } = useTranslation();
  const f = useFormat();
  const summary = useQuery(summaryQuery());
  const s = summary.data;
  const dash = '—';
  const linkTo = (search: Record<string, string>, n: number) => (
    <UnstyledButton renderRoot={(p) => <Link {...p} to="/tabs/inventory" search={search} />} style={{ font: 'inherit' }}>
      {f.number(n)}
    </UnstyledButton>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
      {s?.prices_hidden ? null : <Figure label={t('inventory.list.totalValue')} value={s ? f.money(s.stock_value) : dash} />}
      <Figure label={t('inventory.list.parts')} value={s ? f.number(s.parts) : dash} />
      <Figure
        label={t('inventory.list.lowCount')}
        value={dash}
        tone={s?.low ? 'orange.8' : undefined}
        link={s ? linkTo({ filter: 'LOW' }, s.low) : undefined}
      />
      <Figure
        label={t('inventory.list.outCount')}
        value={dash}
        tone={s?.out ? 'red.8' : undefined}
        link={s ? linkTo({ filter: 'OUT' }, s.out) : undefined}
      />
      <Figure
        label={t('inventory.list.expiringCount', { days: s?.expiry_days ?? 30 })}
        value={dash}
        tone={s?.expiring ? 'orange.8' : undefined}
        link={
          s ? (
            <UnstyledButton
              renderRoot={(p) => <Link {...p} to="/tabs/inventory-alerts-new" search={{ kind: 'EXPIRING' }} />}
              style={{ font: 'inherit' }}
            >
              {f.number(s.expiring)}
            </UnstyledButton>
          ) : undefined
        }
      />
    </SimpleGrid>
  );
}
