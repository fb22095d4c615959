import { CFDI_TAX_REGIMES, CFDI_USOS_INGRESO, formaPagoLabel } from '@garage/domain';
import { currentLanguage } from '../i18n.ts';

/**
 * SAT's codes on the CFDI panels with SAT's names beside them, as the XML and the PDF state them: "612 ·
 * Personas Físicas con…", "G03 · Gastos en general", "01 Efectivo (Cash)". A code outside the catalogues
 * the app keeps (e.g. an egreso's G02) is shown as it is.
 */
const named = (code: string, names: Readonly<Record<string, string>>) => {
  const name = names[code];
  return name ? `${code} · ${name}` : code;
};

export const regimeLabel = (code: string) => named(code, CFDI_TAX_REGIMES);
export const usoLabel = (code: string) => named(code, CFDI_USOS_INGRESO);
export const formaLabel = (code: string) => formaPagoLabel(code, currentLanguage() === 'es' ? 'es' : 'en');
