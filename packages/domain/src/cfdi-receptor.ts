/**
 * The receptor of a nominative CFDI: a customer who names themselves (RFC, name, régimen, fiscal postal code,
 * uso) for a sale that was first stated in a global invoice — SAT's cancellation reason 04 "operación
 * nominativa relacionada en una factura global" (decision 048, addendum on cancelling a global invoice).
 * Pure: the server refuses what these rules refuse (400), and the web's form says the same before sending.
 */
import {
  CFDI_TAX_REGIMES,
  isCfdiTaxRegime,
  isMexicanPostalCode,
  isRfc,
  REGIMEN_SIN_OBLIGACIONES,
  RFC_PUBLICO_EN_GENERAL,
} from './cfdi.ts';

/** The RFC SAT gives to sales to foreign customers without a Mexican RFC. */
export const RFC_EXTRANJERO = 'XEXX010101000';

/**
 * c_UsoCFDI an ingreso to a named customer may state (SAT's catalogue, in Spanish as SAT writes it). G02 is an
 * egreso's, CP01 a payment complement's and CN01 a payroll's, so they are left out.
 */
export const CFDI_USOS_INGRESO = {
  G01: 'Adquisición de mercancías',
  G03: 'Gastos en general',
  I01: 'Construcciones',
  I02: 'Mobiliario y equipo de oficina por inversiones',
  I03: 'Equipo de transporte',
  I04: 'Equipo de cómputo y accesorios',
  I05: 'Dados, troqueles, moldes, matrices y herramental',
  I06: 'Comunicaciones telefónicas',
  I07: 'Comunicaciones satelitales',
  I08: 'Otra maquinaria y equipo',
  D01: 'Honorarios médicos, dentales y gastos hospitalarios',
  D02: 'Gastos médicos por incapacidad o discapacidad',
  D03: 'Gastos funerales',
  D04: 'Donativos',
  D05: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
  D06: 'Aportaciones voluntarias al SAR',
  D07: 'Primas por seguros de gastos médicos',
  D08: 'Gastos de transportación escolar obligatoria',
  D09: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
  D10: 'Pagos por servicios educativos (colegiaturas)',
  S01: 'Sin efectos fiscales',
} as const;
export type CfdiUsoIngreso = keyof typeof CFDI_USOS_INGRESO;

/** A code of one of SAT's catalogues with its name; a code outside the catalogue as it is. */
function withName(code: string, names: Readonly<Record<string, string>>, separator: string): string {
  const name = names[code];
  return name ? `${code}${separator}${name}` : code;
}
/** A régimen fiscal with SAT's name: "612 Personas Físicas con Actividades Empresariales y Profesionales". */
export const cfdiRegimeLabel = (code: string, separator = ' ') => withName(code, CFDI_TAX_REGIMES, separator);
/** A CFDI use with SAT's name: "G03 Gastos en general" (an egreso's G02 is not in this catalogue: as it is). */
export const cfdiUsoLabel = (code: string, separator = ' ') => withName(code, CFDI_USOS_INGRESO, separator);
export const CFDI_USO_INGRESO_CODES = Object.keys(CFDI_USOS_INGRESO) as CfdiUsoIngreso[];

/**
 * Régimenes of c_RegimenFiscal open to a company (12-character RFC) and to a person (13 characters), as the
 * catalogue's "Moral" and "Física" columns say: a PAC refuses a receptor whose régimen does not fit its RFC.
 */
const MORAL_REGIMES: ReadonlySet<string> = new Set(['601', '603', '610', '620', '622', '623', '624', '626']);
const FISICA_REGIMES: ReadonlySet<string> = new Set([
  '605',
  '606',
  '607',
  '608',
  '610',
  '611',
  '612',
  '614',
  '615',
  '616',
  '621',
  '625',
  '626',
]);

/** An RFC of a named person or company: a valid RFC that is not SAT's generic public (XAXX…) or foreign (XEXX…) one. */
export function isNominativeRfc(value: string | null | undefined): value is string {
  if (!isRfc(value)) return false;
  const rfc = value.trim().toUpperCase();
  return rfc !== RFC_PUBLICO_EN_GENERAL && rfc !== RFC_EXTRANJERO;
}

/** Whether a régimen fiscal is open to this RFC's kind of taxpayer (company: 12 characters; person: 13). */
export function regimeFitsRfc(regime: string, rfc: string): boolean {
  return (rfc.trim().length === 12 ? MORAL_REGIMES : FISICA_REGIMES).has(regime);
}

/**
 * The régimenes a customer with this RFC may be in, in SAT's order: a person's (13 characters) or a
 * company's (12); every code while the text is not a valid RFC yet. Forms offer these, without a default.
 */
export function regimesForRfc(rfc: string | null | undefined): string[] {
  const typed = (rfc ?? '').trim().toUpperCase();
  const codes = Object.keys(CFDI_TAX_REGIMES);
  if (!isRfc(typed)) return codes;
  return codes.filter((code) => regimeFitsRfc(code, typed));
}

/**
 * Why a customer's régimen does not fit their RFC (null when it does, or when either is missing or the RFC is
 * not one yet): the message key and its parameters.
 */
export function regimeForRfcProblem(
  regime: string | null | undefined,
  rfc: string | null | undefined,
): { key: 'cfdi.regimeForPerson' | 'cfdi.regimeForCompany'; params: { regime: string; choices: string } } | null {
  const code = (regime ?? '').trim();
  const typed = (rfc ?? '').trim().toUpperCase();
  if (!code || !isRfc(typed) || regimeFitsRfc(code, typed)) return null;
  return {
    key: typed.length === 12 ? 'cfdi.regimeForCompany' : 'cfdi.regimeForPerson',
    params: { regime: code, choices: regimesForRfc(typed).join(', ') },
  };
}

export interface NominativeReceptor {
  rfc: string;
  name: string;
  /** c_RegimenFiscal. */
  regimen: string;
  /** The fiscal postal code (DomicilioFiscalReceptor). */
  cp: string;
  uso_cfdi: string;
}

export type ReceptorProblemKey =
  | 'cfdiGlobal.rfcInvalid'
  | 'cfdiGlobal.rfcGeneric'
  | 'cfdiGlobal.regimenInvalid'
  | 'cfdiGlobal.regimenForRfc'
  | 'cfdiGlobal.cpInvalid'
  | 'cfdiGlobal.usoInvalid'
  | 'cfdiGlobal.usoForRegimen'
  | 'cfdiGlobal.usoForCompany';

/**
 * The first thing wrong with a nominative receptor (the field and a message key), or null. Checked: the RFC is
 * valid and not a generic one; the régimen is a SAT code open to the RFC's kind; the postal code has 5 digits;
 * the uso is one an ingreso may state, S01 for a receptor without obligations (616), and no personal
 * deduction (D01–D10) for a company. SAT's full uso-by-régimen matrix is left to the PAC.
 */
export function nominativeReceptorProblem(
  r: Pick<NominativeReceptor, 'rfc' | 'regimen' | 'cp' | 'uso_cfdi'>,
): { field: keyof NominativeReceptor; key: ReceptorProblemKey } | null {
  const rfc = r.rfc.trim().toUpperCase();
  if (!isRfc(rfc)) return { field: 'rfc', key: 'cfdiGlobal.rfcInvalid' };
  if (!isNominativeRfc(rfc)) return { field: 'rfc', key: 'cfdiGlobal.rfcGeneric' };
  if (!isCfdiTaxRegime(r.regimen)) return { field: 'regimen', key: 'cfdiGlobal.regimenInvalid' };
  if (!regimeFitsRfc(r.regimen, rfc)) return { field: 'regimen', key: 'cfdiGlobal.regimenForRfc' };
  if (!isMexicanPostalCode(r.cp)) return { field: 'cp', key: 'cfdiGlobal.cpInvalid' };
  if (!(r.uso_cfdi in CFDI_USOS_INGRESO)) return { field: 'uso_cfdi', key: 'cfdiGlobal.usoInvalid' };
  if (r.regimen === REGIMEN_SIN_OBLIGACIONES && r.uso_cfdi !== 'S01')
    return { field: 'uso_cfdi', key: 'cfdiGlobal.usoForRegimen' };
  if (rfc.length === 12 && r.uso_cfdi.startsWith('D')) return { field: 'uso_cfdi', key: 'cfdiGlobal.usoForCompany' };
  return null;
}

/**
 * SAT's c_UsoCFDI, column "Régimen Fiscal Receptor", for the usos an ingreso may state: the receptor's régimenes
 * each use is open to. Goods and investments (G, I) are for taxpayers with an activity; personal deductions (D)
 * for people with income of their own; S01 for every régimen.
 */
const ACTIVITY_REGIMES = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const PERSONAL_REGIMES = ['605', '606', '607', '608', '611', '612', '614', '615', '625'];
export function regimesOfUso(uso: CfdiUsoIngreso): readonly string[] {
  if (uso === 'S01') return Object.keys(CFDI_TAX_REGIMES);
  return uso.startsWith('D') ? PERSONAL_REGIMES : ACTIVITY_REGIMES;
}

export type UsoCfdiProblemKey =
  | 'cfdiGlobal.usoInvalid'
  | 'cfdiUse.publicOnlyS01'
  | 'cfdiUse.forRegimen'
  | 'cfdiGlobal.usoForCompany';

/**
 * The first thing wrong with the CFDI use chosen for an invoice to this receptor (decision 048, addendum on the uso
 * CFDI), or null: the use is one an ingreso may state (c_UsoCFDI); a receptor without an RFC, or SAT's generic
 * public RFC (XAXX010101000), takes S01 only; a company (12-character RFC) takes no personal deduction (D01–D10);
 * the use is open to the receptor's régimen (SAT's matrix, `regimesOfUso`). The régimen is the customer's, or the
 * one the CFDI will state without it (601 for a company, 616 for a person: `receptorOf`).
 */
export function usoCfdiProblem(
  uso: string,
  receptor: { tax_number: string | null; tax_regime: string | null },
): { key: UsoCfdiProblemKey; params: Record<string, string> } | null {
  if (!(uso in CFDI_USOS_INGRESO)) return { key: 'cfdiGlobal.usoInvalid', params: {} };
  const rfc = receptor.tax_number?.trim().toUpperCase() ?? '';
  if (!isRfc(rfc) || rfc === RFC_PUBLICO_EN_GENERAL) return uso === 'S01' ? null : { key: 'cfdiUse.publicOnlyS01', params: {} };
  if (rfc.length === 12 && uso.startsWith('D')) return { key: 'cfdiGlobal.usoForCompany', params: {} };
  const regimen = receptor.tax_regime?.trim() || (rfc.length === 12 ? '601' : REGIMEN_SIN_OBLIGACIONES);
  if (!regimesOfUso(uso as CfdiUsoIngreso).includes(regimen)) return { key: 'cfdiUse.forRegimen', params: { uso, regimen } };
  return null;
}
