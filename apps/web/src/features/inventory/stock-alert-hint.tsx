import { INVENTORY_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { summaryQuery } from './stock-summary-query.ts';

/**
 * The dashboard's inventory hint: shown to the inventory roles when parts are at or below their reorder
 * level, out of stock or batches expire soon; it opens the alerts. Its strings are the dashboard's.
 */
export function StockAlertHint() {
  const { roles } = useShellData();
  if (!hasAnyRole(roles, INVENTORY_READ)) return null;
  return <Hint />;
}

function Hint() {
  const { t } = useTranslation();
  const summary = useQuery(summaryQuery());
  const s = summary.data;
  if (!s || s.low + s.out + s.expiring + s.expired === 0) return null;
  const kind = s.low ? 'LOW' : s.out ? 'OUT' : s.expiring ? 'EXPIRING' : 'EXPIRED';
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('dashboard.stockAlerts')} py="xs">
      <Text size="sm">{t('dashboard.stockAlertsText', { low: s.low, out: s.out, expiring: s.expiring + s.expired })}</Text>
      <Anchor size="sm" fw={600} renderRoot={(p) => <Link {...p} to="/tabs/inventory-alerts-new" search={{ kind }} />}>
        {t('dashboard.stockAlertsOpen')}
      </Anchor>
    </Alert>
  );
}
