import { CFDI_PERIODICIDADES, type CfdiPeriodicidad, globalPeriodicidades } from '@garage/domain';
import type { TFunction } from 'i18next';
import type { PropertyMap } from '../../lib/api/session-data.ts';

/** c_Periodicidad of a global invoice: daily, weekly, fortnightly, monthly, bimonthly. */
export const PERIODICIDADES = CFDI_PERIODICIDADES;
export type Periodicidad = CfdiPeriodicidad;

/**
 * The periodicities the issue form offers: bimonthly (05) only to a garage in régimen 621 (property
 * cfdi_tax_regime), as SAT's guide and the server say (decision 048). Unknown properties offer 01–04.
 */
export function offeredPeriodicidades(properties: PropertyMap): readonly Periodicidad[] {
  const regimen = properties.cfdiTaxRegime;
  return globalPeriodicidades(typeof regimen === 'string' ? regimen : '');
}

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
