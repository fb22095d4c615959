/**
 * Mexico's CFDI 4.0 (Anexo 20 of the RMF): the XML of an ingreso (type I) built from a frozen invoice.
 * Pure: no clock, no I/O, no floats — every amount is computed with Money and written with the decimals
 * the SAT rules ask for (2 for MXN totals, up to 6 for unit values and rates). The seal (Sello, NoCertificado,
 * Certificado) is given by the caller: a real issuer signs with its CSD; the sandbox puts marked placeholders.
 * Decision 048.
 */
import { FORMA_PAGO, FORMA_PAGO_POR_DEFINIR } from './cfdi-forma-pago.ts';
import { Money } from './money.ts';
import { timeZoneOffsetMs } from './subscription.ts';

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const CFDI_SCHEMA_LOCATION = 'http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';
/** The RFC SAT gives to sales to the general public (a customer without an RFC). */
export const RFC_PUBLICO_EN_GENERAL = 'XAXX010101000';
/** Spec orders 9: uso S01 ("sin efectos fiscales") and método PUE by default. */
export const DEFAULT_USO_CFDI = 'S01';
/** Régimen of a receptor without obligations (the general public, or a person with no activity). */
export const REGIMEN_SIN_OBLIGACIONES = '616';
/** The c_ClaveProdServ used when an item has no Clave SAT: vehicle maintenance and repair; vehicle parts. */
export const DEFAULT_CLAVE_SERVICIO = '78181500';
export const DEFAULT_CLAVE_REFACCION = '25170000';

/** c_RegimenFiscal (the codes a garage or its customers can be in). */
export const CFDI_TAX_REGIMES = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '607': 'Régimen de Enajenación o Adquisición de Bienes',
  '608': 'Demás ingresos',
  '610': 'Residentes en el Extranjero sin Establecimiento Permanente en México',
  '611': 'Ingresos por Dividendos (socios y accionistas)',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '614': 'Ingresos por intereses',
  '615': 'Régimen de los ingresos por obtención de premios',
  '616': 'Sin obligaciones fiscales',
  '620': 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
  '621': 'Incorporación Fiscal',
  '622': 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
  '623': 'Opcional para Grupos de Sociedades',
  '624': 'Coordinados',
  '625': 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza',
} as const;
export type CfdiTaxRegime = keyof typeof CFDI_TAX_REGIMES;
export const CFDI_TAX_REGIME_CODES = Object.keys(CFDI_TAX_REGIMES) as CfdiTaxRegime[];

/** c_Motivo of a cancellation (SAT, 2022) with its names in Spanish and English. */
export const CFDI_CANCEL_REASONS = {
  '01': { es: 'Comprobante emitido con errores con relación', en: 'Issued with errors, with a replacement' },
  '02': { es: 'Comprobante emitido con errores sin relación', en: 'Issued with errors, without a replacement' },
  '03': { es: 'No se llevó a cabo la operación', en: 'The sale did not take place' },
  '04': { es: 'Operación nominativa relacionada en una factura global', en: 'Named sale included in a global invoice' },
} as const;
export type CfdiCancelReason = keyof typeof CFDI_CANCEL_REASONS;

const RFC_PATTERN = /^[A-ZÑ&]{3,4}[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/;
const POSTAL_CODE_PATTERN = /^[0-9]{5}$/;
const CLAVE_PROD_SERV_PATTERN = /^[0-9]{8}$/;

/** An RFC as SAT writes it: 12 characters for a company, 13 for a person. */
export function isRfc(value: string | null | undefined): value is string {
  return !!value && RFC_PATTERN.test(value.trim().toUpperCase());
}
export function isMexicanPostalCode(value: string | null | undefined): value is string {
  return !!value && POSTAL_CODE_PATTERN.test(value.trim());
}
export function isCfdiTaxRegime(value: string | null | undefined): value is CfdiTaxRegime {
  return !!value && value in CFDI_TAX_REGIMES;
}
/** The first five-digit group of an address (a Mexican address ends with "C.P. 06600"). */
export function postalCodeInAddress(address: string | null | undefined): string | null {
  return address?.match(/(?<!\d)\d{5}(?!\d)/)?.[0] ?? null;
}

export interface CfdiLine {
  kind: 'service' | 'part';
  name: string;
  package_name?: string | null;
  /** The item's code; used as ClaveProdServ when it is one (8 digits). */
  code: string | null;
  quantity: string;
  /** Value before the order discount and without tax (after any item-wise discount). */
  taxable: string;
  /** The line's share of the order discount (CFDI Descuento). */
  share: string;
  taxes: ReadonlyArray<{ name: string; amount: string }>;
  /** The rates of the line's tax category, by component name (IVA 16). Empty when the line is untaxed. */
  rates: ReadonlyArray<{ name: string; value: string }>;
}

export interface CfdiSource {
  invoice_number: string;
  /** The instant of the invoice (ISO 8601). */
  invoiced_at: string;
  seller: {
    name: string;
    tax_number: string | null;
    time_zone: string;
    postal_code: string | null;
    tax_regime: string | null;
  };
  customer: {
    name: string;
    tax_number: string | null;
    postal_code: string | null;
    tax_regime: string | null;
  };
  lines: readonly CfdiLine[];
  total_amount: string;
  /**
   * Payments already made when the CFDI is issued (method and amount), each with the c_FormaPago its
   * method states in this garage (a garage's own method's; decision 050, addendum). Without it, the
   * built-in's form.
   */
  payments: ReadonlyArray<{ method: string; amount: string; forma?: string | null }>;
  uso_cfdi?: string;
}

export interface CfdiSeal {
  no_certificado: string;
  certificado: string;
  sello: string;
}

export class CfdiBuildError extends Error {
  constructor(
    readonly key:
      | 'cfdi.sellerRfc'
      | 'cfdi.sellerRegime'
      | 'cfdi.sellerPostalCode'
      | 'cfdi.customerPostalCode'
      | 'cfdi.customerRegime'
      | 'cfdi.customerRegimeMissing'
      | 'cfdi.totalMismatch'
      | 'cfdi.noLines'
      | 'cfdi.paymentForm',
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

const ZERO = new Money(0);
export const amount2 = (v: Money) => v.toFixed(2, Money.ROUND_HALF_UP);
export const fixed6 = (v: Money) => v.toFixed(6, Money.ROUND_HALF_UP);
/** Cantidad: up to 6 decimals, without trailing zeros. */
const quantityText = (v: string) => new Money(v).toDecimalPlaces(6, Money.ROUND_HALF_UP).toFixed();

/** "YYYY-MM-DDTHH:mm:ss" in the garage's time zone: CFDI's Fecha is the local time of the place of issue. */
export function cfdiLocalDateTime(at: Date, timeZone: string): string {
  return new Date(at.getTime() + timeZoneOffsetMs(at, timeZone)).toISOString().slice(0, 19);
}

/** Serie and Folio from a number "INV/2026/00042": the text before the last '/' and the count after it. */
export function serieFolio(invoiceNumber: string): { serie: string | null; folio: string } {
  const cut = invoiceNumber.lastIndexOf('/');
  if (cut < 0) return { serie: null, folio: invoiceNumber };
  return { serie: invoiceNumber.slice(0, cut), folio: invoiceNumber.slice(cut + 1) };
}

/** SAT's c_Impuesto of a tax component, by its name: ISR 001, IEPS 003, otherwise IVA 002. */
export function impuestoOf(name: string): '001' | '002' | '003' {
  const n = name.toUpperCase();
  if (n.includes('IEPS')) return '003';
  if (n.includes('ISR')) return '001';
  return '002';
}

/**
 * Método and forma de pago: a bill paid in full when the CFDI is issued is PUE, in the form that paid the
 * largest part (SAT's rule for several forms); a bill still owed is PPD with forma 99 "Por definir", as
 * SAT requires for a payment that comes later (decision 048).
 */
export function paymentTerms(source: Pick<CfdiSource, 'total_amount' | 'payments'>): { metodo: 'PUE' | 'PPD'; forma: string } {
  const paid = source.payments.reduce((sum, p) => sum.plus(p.amount), ZERO);
  if (paid.lt(source.total_amount)) return { metodo: 'PPD', forma: FORMA_PAGO_POR_DEFINIR };
  const byForm = new Map<string, Money>();
  for (const p of source.payments) {
    const form = p.forma ?? FORMA_PAGO[p.method] ?? FORMA_PAGO_POR_DEFINIR;
    byForm.set(form, (byForm.get(form) ?? ZERO).plus(p.amount));
  }
  let forma = '01';
  let largest = new Money(-1);
  for (const [form, sum] of byForm) {
    if (sum.gt(largest)) {
      largest = sum;
      forma = form;
    }
  }
  // PUE with "por definir" is refused by SAT: a bill paid on account is settled later, so it is PPD.
  if (forma === FORMA_PAGO_POR_DEFINIR) return { metodo: 'PPD', forma };
  return { metodo: 'PUE', forma };
}

export function escapeAttr(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function element(
  name: string,
  attrs: Record<string, string | null | undefined>,
  children: readonly string[] = [],
): string {
  const text = Object.entries(attrs)
    .filter((e): e is [string, string] => e[1] !== null && e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  return children.length ? `<${name}${text}>${children.join('')}</${name}>` : `<${name}${text}/>`;
}

export interface Traslado {
  base: Money;
  impuesto: string;
  tasa: string;
  importe: Money;
}

/** A line's Traslados (one per tax rate) on `base`, the line's value less its discount share. */
export function lineTraslados(line: CfdiLine, base: Money): Traslado[] {
  return line.rates.map((rate) => {
    const tax = line.taxes.find((t) => t.name === rate.name);
    return {
      base,
      impuesto: impuestoOf(rate.name),
      tasa: fixed6(new Money(rate.value).dividedBy(100)),
      importe: new Money(tax?.amount ?? 0).toDecimalPlaces(2, Money.ROUND_HALF_UP),
    };
  });
}

export const trasladoAttrs = (t: Traslado) => ({
  Base: amount2(t.base),
  Impuesto: t.impuesto,
  TipoFactor: 'Tasa',
  TasaOCuota: t.tasa,
  Importe: amount2(t.importe),
});

/** Adds Traslados into `totals`, one entry per impuesto and rate (Base and Importe summed). */
export function sumTraslados(totals: Map<string, Traslado>, traslados: readonly Traslado[]): void {
  for (const t of traslados) {
    const key = `${t.impuesto}|${t.tasa}`;
    const sum = totals.get(key);
    totals.set(key, sum ? { ...sum, base: sum.base.plus(t.base), importe: sum.importe.plus(t.importe) } : { ...t });
  }
}

/**
 * The `cfdi:Impuestos` node of a Concepto (no total) or of the Comprobante (`total`: TotalImpuestosTrasladados),
 * as a list of none or one node: none when nothing is taxed.
 */
export function impuestosNode(traslados: readonly Traslado[], total?: Money): string[] {
  if (traslados.length === 0) return [];
  return [
    element('cfdi:Impuestos', total === undefined ? {} : { TotalImpuestosTrasladados: amount2(total) }, [
      element(
        'cfdi:Traslados',
        {},
        traslados.map((t) => element('cfdi:Traslado', trasladoAttrs(t))),
      ),
    ]),
  ];
}

export function emisorOf(seller: CfdiSource['seller']) {
  const rfc = seller.tax_number?.trim().toUpperCase() ?? '';
  if (!isRfc(rfc)) throw new CfdiBuildError('cfdi.sellerRfc', { value: seller.tax_number ?? '' });
  if (!isCfdiTaxRegime(seller.tax_regime)) throw new CfdiBuildError('cfdi.sellerRegime', { value: seller.tax_regime ?? '' });
  if (!isMexicanPostalCode(seller.postal_code))
    throw new CfdiBuildError('cfdi.sellerPostalCode', { value: seller.postal_code ?? '' });
  return { rfc, regime: seller.tax_regime, postalCode: seller.postal_code.trim() };
}

/**
 * The receptor: the customer's RFC, name, fiscal postal code and régimen; a customer without an RFC is
 * the general public (XAXX010101000, régimen 616, the place of issue as domicile) under their own name —
 * SAT's rule for a single named sale to the public, which needs no InformacionGlobal.
 */
export function receptorOf(customer: CfdiSource['customer'], lugar: string, uso: string, publicUso = 'S01') {
  const rfc = customer.tax_number?.trim().toUpperCase() ?? '';
  const name = customer.name.trim().toUpperCase() || 'PUBLICO EN GENERAL';
  if (!isRfc(rfc) || rfc === RFC_PUBLICO_EN_GENERAL) {
    return {
      Rfc: RFC_PUBLICO_EN_GENERAL,
      Nombre: name,
      DomicilioFiscalReceptor: lugar,
      RegimenFiscalReceptor: REGIMEN_SIN_OBLIGACIONES,
      UsoCFDI: publicUso,
    };
  }
  if (!isMexicanPostalCode(customer.postal_code))
    throw new CfdiBuildError('cfdi.customerPostalCode', { value: customer.postal_code ?? '' });
  let regime = customer.tax_regime;
  // A company's usual régimen is 601; a person's depends on their activity (605, 606, 612, 626 …): 616 is
  // for people without obligations, so guessing it would state a wrong régimen on a named person's CFDI.
  if (!regime && rfc.length === 12) regime = '601';
  if (!regime) throw new CfdiBuildError('cfdi.customerRegimeMissing', { rfc });
  if (!isCfdiTaxRegime(regime)) throw new CfdiBuildError('cfdi.customerRegime', { value: regime });
  return {
    Rfc: rfc,
    Nombre: name,
    DomicilioFiscalReceptor: customer.postal_code.trim(),
    RegimenFiscalReceptor: regime,
    // A person without obligations may only receive "sin efectos fiscales" (or a payment complement's CP01).
    UsoCFDI: regime === REGIMEN_SIN_OBLIGACIONES && uso !== 'CP01' ? 'S01' : uso,
  };
}

/** A line's c_ClaveProdServ: its own code when it is one, else the default of its kind. */
export function claveProdServ(line: Pick<CfdiLine, 'kind' | 'code'>): string {
  const code = line.code?.trim() ?? '';
  if (CLAVE_PROD_SERV_PATTERN.test(code)) return code;
  return line.kind === 'service' ? DEFAULT_CLAVE_SERVICIO : DEFAULT_CLAVE_REFACCION;
}

/** What the Conceptos of a set of lines state: their XML, SubTotal, Descuento and the taxes by impuesto and rate. */
function conceptosOf(sourceLines: readonly CfdiLine[]) {
  const lines = sourceLines.filter((l) => !new Money(l.taxable).isZero() || !new Money(l.share).isZero());
  if (lines.length === 0) throw new CfdiBuildError('cfdi.noLines');
  let subTotal = ZERO;
  let descuento = ZERO;
  const totals = new Map<string, Traslado>();
  const conceptos = lines.map((line) => {
    const importe = new Money(line.taxable).toDecimalPlaces(2, Money.ROUND_HALF_UP);
    const share = new Money(line.share).toDecimalPlaces(2, Money.ROUND_HALF_UP);
    const base = importe.minus(share);
    subTotal = subTotal.plus(importe);
    descuento = descuento.plus(share);
    const traslados = lineTraslados(line, base);
    sumTraslados(totals, traslados);
    const quantity = new Money(line.quantity);
    const description = [line.package_name, line.name].filter(Boolean).join(' — ').replace(/\|/g, '/');
    const service = line.kind === 'service';
    return element(
      'cfdi:Concepto',
      {
        ClaveProdServ: claveProdServ(line),
        Cantidad: quantityText(line.quantity),
        ClaveUnidad: service ? 'E48' : 'H87',
        Unidad: service ? 'Unidad de servicio' : 'Pieza',
        Descripcion: description.slice(0, 1000),
        ValorUnitario: fixed6(importe.dividedBy(quantity)),
        Importe: amount2(importe),
        Descuento: share.isZero() ? null : amount2(share),
        ObjetoImp: traslados.length ? '02' : '01',
      },
      impuestosNode(traslados),
    );
  });
  const trasladados = [...totals.values()].reduce((sum, t) => sum.plus(t.importe), ZERO);
  return { conceptos, subTotal, descuento, traslados: [...totals.values()], trasladados };
}

/**
 * The taxes an invoice's CFDI states, by impuesto and rate (Base and Importe summed over its Conceptos),
 * and its Total: what a payment complement apportions over the payments of the invoice.
 */
export function cfdiTaxSummary(lines: readonly CfdiLine[]): { total: Money; traslados: Traslado[] } {
  const c = conceptosOf(lines);
  return { total: c.subTotal.minus(c.descuento).plus(c.trasladados), traslados: c.traslados };
}

/** c_TipoRelacion 01 "Nota de crédito de los documentos relacionados": an egreso to the CFDI it credits. */
export const TIPO_RELACION_NOTA_CREDITO = '01';

/** CfdiRelacionados: the folios fiscales a CFDI relates, all of one TipoRelacion. */
export function cfdiRelacionados(tipo: string, uuids: readonly string[]): string {
  return element(
    'cfdi:CfdiRelacionados',
    { TipoRelacion: tipo },
    uuids.map((uuid) => element('cfdi:CfdiRelacionado', { UUID: uuid })),
  );
}

/**
 * What makes a CFDI other than an ingreso: an egreso (E, a credit note) relates the invoice it credits
 * (TipoRelacion 01 "Nota de crédito de los documentos relacionados"), is PUE in the form given, and is used
 * G02 "Devoluciones, descuentos o bonificaciones" (decision 048, addendum).
 */
export interface CfdiVoucher {
  tipo: 'E';
  relacion: typeof TIPO_RELACION_NOTA_CREDITO;
  uuids: readonly string[];
  forma: string;
}
/** c_UsoCFDI of a credit note's CFDI. */
export const USO_CFDI_EGRESO = 'G02';

/** The CFDI 4.0 XML (UTF-8, without the TimbreFiscalDigital) of a frozen invoice, or of a credit note (voucher E). */
export function buildCfdiXml(source: CfdiSource, seal: CfdiSeal, voucher?: CfdiVoucher): string {
  const emisor = emisorOf(source.seller);
  const { conceptos, subTotal, descuento, traslados, trasladados } = conceptosOf(source.lines);
  const total = subTotal.minus(descuento).plus(trasladados);
  // The CFDI must state what the invoice billed; a difference means the bill was not priced in 2 decimals.
  if (!total.eq(new Money(source.total_amount).toDecimalPlaces(2, Money.ROUND_HALF_UP)))
    throw new CfdiBuildError('cfdi.totalMismatch', { cfdi: amount2(total), invoice: source.total_amount });

  // An egreso is settled when it is issued (PUE) in the form of the money that went back, or by condonación.
  const terms = voucher ? { metodo: 'PUE' as const, forma: voucher.forma } : paymentTerms(source);
  const { serie, folio } = serieFolio(source.invoice_number);
  const uso = voucher ? USO_CFDI_EGRESO : (source.uso_cfdi ?? DEFAULT_USO_CFDI);
  const receptor = receptorOf(source.customer, emisor.postalCode, uso);
  const impuestos = impuestosNode(traslados, trasladados);
  const related = voucher ? [cfdiRelacionados(voucher.relacion, voucher.uuids)] : [];
  const comprobante = element(
    'cfdi:Comprobante',
    {
      'xmlns:cfdi': CFDI_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${CFDI_NAMESPACE} ${CFDI_SCHEMA_LOCATION}`,
      Version: '4.0',
      Serie: serie,
      Folio: folio,
      Fecha: cfdiLocalDateTime(new Date(source.invoiced_at), source.seller.time_zone),
      Sello: seal.sello,
      FormaPago: terms.forma,
      NoCertificado: seal.no_certificado,
      Certificado: seal.certificado,
      SubTotal: amount2(subTotal),
      Descuento: descuento.isZero() ? null : amount2(descuento),
      Moneda: 'MXN',
      Total: amount2(total),
      TipoDeComprobante: voucher?.tipo ?? 'I',
      Exportacion: '01',
      MetodoPago: terms.metodo,
      LugarExpedicion: emisor.postalCode,
    },
    [
      ...related,
      element('cfdi:Emisor', { Rfc: emisor.rfc, Nombre: source.seller.name.trim().toUpperCase(), RegimenFiscal: emisor.regime }),
      element('cfdi:Receptor', receptor),
      element('cfdi:Conceptos', {}, conceptos),
      ...impuestos,
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${comprobante}`;
}
