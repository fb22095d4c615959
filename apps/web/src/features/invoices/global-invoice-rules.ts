import type { TFunction } from 'i18next';

/** c_Periodicidad of a global invoice: daily, weekly, fortnightly, monthly, bimonthly. */
export const PERIODICIDADES = ['01', '02', '03', '04', '05'] as const;
export type Periodicidad = (typeof PERIODICIDADES)[number];

interface Period {
  periodicidad: Periodicidad;
  from: string;
  to: string;
  meses: string;
  anio: number;
}

/** The local days a period covers: one day, or "from – to". */
export function periodRange(period: Pick<Period, 'from' | 'to'>, date: (day: string) => string): string {
  return period.from === period.to ? date(period.from) : `${date(period.from)} – ${date(period.to)}`;
}

/** "Monthly: 01 Mar 2026 – 31 Mar 2026 (Meses 03, Año 2026)". */
export function periodText(t: TFunction, period: Period, date: (day: string) => string): string {
  return t('invoices.global.period', {
    name: t(`invoices.global.periodicidades.${period.periodicidad}`),
    range: periodRange(period, date),
    meses: period.meses,
    anio: period.anio,
  });
}
