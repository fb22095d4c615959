import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { AccountsSummary } from './accounts-api.ts';

/**
 * Money in and out of each of the last 30 days (decision 047: @mantine/charts on recharts, in this
 * screen's chunk only). The bars are drawn from numbers; every amount shown is the exact text, formatted.
 */
export function MoneyChart({ daily }: { daily: AccountsSummary['daily'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const data = daily.map((d) => ({
    day: f.date(`${d.day}T12:00:00Z`, 'UTC').replace(/[,\s]*\d{4}$/, ''),
    in: Number(d.money_in),
    out: Number(d.money_out),
  }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="day"
      series={[
        { name: 'in', label: t('accounts.overview.moneyIn'), color: 'teal.6' },
        { name: 'out', label: t('accounts.overview.moneyOut'), color: 'red.5' },
      ]}
      valueFormatter={(v) => f.money(String(v))}
      withLegend
      legendProps={{ verticalAlign: 'top', height: 36 }}
      tickLine="none"
      gridAxis="x"
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      yAxisProps={{ width: 72, tickFormatter: (v: number) => f.number(String(v)) }}
      barProps={{ radius: 2 }}
      aria-label={t('accounts.overview.chartTitle')}
    />
  );
}
