/**
 * Mexico's global invoice ("factura global", CFDI 4.0 with InformacionGlobal): the sales of a period to the
 * general public that had no CFDI of their own, in one ingreso to XAXX010101000 "PUBLICO EN GENERAL", one
 * Concepto per bill (ClaveProdServ 01010101, NoIdentificacion = the bill's number, ClaveUnidad ACT,
 * Cantidad 1, the bill's taxes). Pure, like buildCfdiXml. Decision 048, addendum on the global invoice.
 */
import {
  amount2,
  CFDI_NAMESPACE,
  CFDI_SCHEMA_LOCATION,
  CfdiBuildError,
  type CfdiLine,
  type CfdiSeal,
  type CfdiSource,
  cfdiLocalDateTime,
  cfdiRelacionados,
  element,
  emisorOf,
  fixed6,
  impuestosNode,
  lineTraslados,
  paymentTerms,
  REGIMEN_SIN_OBLIGACIONES,
  RFC_PUBLICO_EN_GENERAL,
  serieFolio,
  sumTraslados,
  TIPO_RELACION_NOTA_CREDITO,
  type Traslado,
  USO_CFDI_EGRESO,
} from './cfdi.ts';
import { Money } from './money.ts';

/** c_Periodicidad: daily, weekly, fortnightly, monthly, bimonthly. */
export const CFDI_PERIODICIDADES = ['01', '02', '03', '04', '05'] as const;
export type CfdiPeriodicidad = (typeof CFDI_PERIODICIDADES)[number];
/** c_RegimenFiscal 621 "Incorporación Fiscal": the only issuers SAT lets state a bimonthly (05) global invoice. */
export const REGIMEN_INCORPORACION_FISCAL = '621';
/** c_Periodicidad 05 "Bimestral". */
export const PERIODICIDAD_BIMESTRAL = '05';

/**
 * The periodicities a garage in this régimen fiscal may state: SAT's global-invoice filling guide keeps 05
 * (bimonthly) for issuers in régimen 621 (Incorporación Fiscal); every other issuer has 01–04. The server
 * refuses the others (cfdiGlobal.bimonthlyRegimen) and the web form offers only these.
 */
export function globalPeriodicidades(regimen: string): readonly CfdiPeriodicidad[] {
  return regimen === REGIMEN_INCORPORACION_FISCAL
    ? CFDI_PERIODICIDADES
    : CFDI_PERIODICIDADES.filter((p) => p !== PERIODICIDAD_BIMESTRAL);
}
/** The global invoice's ClaveProdServ, unit and Serie (SAT's filling guide for the global invoice). */
export const CLAVE_GLOBAL = '01010101';
export const GLOBAL_SERIE = 'FG';
/** c_TipoRelacion 04: "Sustitución de los CFDI previos". */
export const TIPO_RELACION_SUSTITUCION = '04';

/**
 * SAT's reasons (c_Motivo) a global invoice can be cancelled for: 01 with a substitute, 02 without one, 04 a
 * sale in it gets a nominative CFDI. 03 ("the sale did not take place") is a single sale's, not a period's.
 */
export const GLOBAL_CANCEL_REASONS = ['01', '02', '04'] as const;
export type GlobalCancelReason = (typeof GLOBAL_CANCEL_REASONS)[number];

/**
 * Where the bills of a cancelled global invoice go. 02: all back to the pool (free for a new global invoice,
 * to stamp alone or to void). 01: those that still stand (live, paid in full — a global invoice is PUE) into
 * the substitute, the others back to the pool. 04: the named bill gets its own CFDI, the others as for 01.
 */
export function globalCancelPlan(
  reason: GlobalCancelReason,
  bills: ReadonlyArray<{ invoice_id: number; stands: boolean }>,
  nominativeId: number | null = null,
): { nominative: number | null; substitute: number[]; released: number[] } {
  if (reason === '02') return { nominative: null, substitute: [], released: bills.map((b) => b.invoice_id) };
  const nominative = reason === '04' ? nominativeId : null;
  const rest = bills.filter((b) => b.invoice_id !== nominative);
  return {
    nominative,
    substitute: rest.filter((b) => b.stands).map((b) => b.invoice_id),
    released: rest.filter((b) => !b.stands).map((b) => b.invoice_id),
  };
}

export interface GlobalPeriod {
  periodicidad: CfdiPeriodicidad;
  /** First and last garage-local day of the period (YYYY-MM-DD). */
  from: string;
  to: string;
  /** c_Meses: 01–12, or 13–18 for a bimester (Jan–Feb … Nov–Dec). */
  meses: string;
  anio: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => d.toISOString().slice(0, 10);
const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The period of a global invoice that holds a given local day. A week runs Monday to Sunday and is cut at
 * the month's edges (Meses names one month, so a week across two months is two periods); a quincena is the
 * 1st–15th or the 16th–end; a bimester is January–February, March–April, and so on.
 */
export function globalPeriod(periodicidad: CfdiPeriodicidad, date: string): GlobalPeriod {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = `${y}-${pad(m)}-01`;
  const last = `${y}-${pad(m)}-${pad(lastDayOfMonth(y, m))}`;
  const meses = pad(m);
  switch (periodicidad) {
    case '01':
      return { periodicidad, from: date, to: date, meses, anio: y };
    case '02': {
      const day = new Date(Date.UTC(y, m - 1, d));
      const back = (day.getUTCDay() + 6) % 7; // days since Monday
      const monday = dayText(new Date(day.getTime() - back * 86_400_000));
      const sunday = dayText(new Date(day.getTime() + (6 - back) * 86_400_000));
      return { periodicidad, from: monday < first ? first : monday, to: sunday > last ? last : sunday, meses, anio: y };
    }
    case '03':
      return d <= 15
        ? { periodicidad, from: first, to: `${y}-${pad(m)}-15`, meses, anio: y }
        : { periodicidad, from: `${y}-${pad(m)}-16`, to: last, meses, anio: y };
    case '04':
      return { periodicidad, from: first, to: last, meses, anio: y };
    case '05': {
      const start = m % 2 === 1 ? m : m - 1;
      return {
        periodicidad,
        from: `${y}-${pad(start)}-01`,
        to: `${y}-${pad(start + 1)}-${pad(lastDayOfMonth(y, start + 1))}`,
        meses: String(12 + (start + 1) / 2),
        anio: y,
      };
    }
  }
}

export interface GlobalCfdiBill {
  invoice_number: string;
  lines: readonly CfdiLine[];
  total_amount: string;
  payments: CfdiSource['payments'];
}

export interface GlobalCfdiSource {
  /** The global invoice's own folio (its number in the garage). */
  folio: string;
  /** When it is issued (ISO 8601): the CFDI's Fecha. */
  issued_at: string;
  seller: CfdiSource['seller'];
  period: Pick<GlobalPeriod, 'periodicidad' | 'meses' | 'anio'>;
  bills: readonly GlobalCfdiBill[];
  /**
   * The folios fiscales (UUIDs) of the global invoices this one replaces: CfdiRelacionados with TipoRelacion
   * 04 "Sustitución de los CFDI previos" (a cancellation with reason 01 or 04).
   */
  replaces?: readonly string[];
}

const ZERO = new Money(0);

/**
 * A line less what credit notes took back of it (each credit note line's figures: its value, discount share
 * and taxes by name). A global invoice issued after a sale's credit notes states what is left of it.
 */
export function netCfdiLine(line: CfdiLine, credits: ReadonlyArray<Pick<CfdiLine, 'taxable' | 'share' | 'taxes'>>): CfdiLine {
  const less = (of: (c: Pick<CfdiLine, 'taxable' | 'share' | 'taxes'>) => string | undefined, from: string) =>
    credits.reduce((left, c) => left.minus(of(c) ?? 0), new Money(from)).toFixed();
  return {
    ...line,
    taxable: less((c) => c.taxable, line.taxable),
    share: less((c) => c.share, line.share),
    taxes: line.taxes.map((t) => ({
      name: t.name,
      amount: less((c) => c.taxes.find((x) => x.name === t.name)?.amount, t.amount),
    })),
  };
}

/** How a bill is stated as one Concepto: the global invoice's sale, or the egreso's return of it. */
interface ConceptoKind {
  clave: string;
  descripcion: string;
}
const VENTA: ConceptoKind = { clave: CLAVE_GLOBAL, descripcion: 'Venta' };
/**
 * An egreso of a sale stated in a global invoice: SAT's global-invoice filling guide (Apéndice 2, case I)
 * states the return as one Concepto 84111506, the sale's folio as NoIdentificacion, Cantidad 1, unit ACT.
 */
export const CLAVE_EGRESO_GLOBAL = '84111506';
const DEVOLUCION: ConceptoKind = { clave: CLAVE_EGRESO_GLOBAL, descripcion: 'Devolución' };

/** One bill as one Concepto: its value before tax, its discount and its taxes by impuesto and rate. */
function billConcepto(bill: Pick<GlobalCfdiBill, 'invoice_number' | 'lines' | 'total_amount'>, kind: ConceptoKind) {
  let importe = ZERO;
  let descuento = ZERO;
  const taxes = new Map<string, Traslado>();
  for (const line of bill.lines) {
    const value = new Money(line.taxable).toDecimalPlaces(2, Money.ROUND_HALF_UP);
    const share = new Money(line.share).toDecimalPlaces(2, Money.ROUND_HALF_UP);
    importe = importe.plus(value);
    descuento = descuento.plus(share);
    // A line credited in full states no tax (SAT refuses a Traslado of Base 0).
    if (value.minus(share).gt(0)) sumTraslados(taxes, lineTraslados(line, value.minus(share)));
  }
  const traslados = [...taxes.values()];
  const taxed = traslados.reduce((s, t) => s.plus(t.importe), ZERO);
  const total = importe.minus(descuento).plus(taxed);
  if (!total.eq(new Money(bill.total_amount).toDecimalPlaces(2, Money.ROUND_HALF_UP)))
    throw new CfdiBuildError('cfdi.totalMismatch', { cfdi: amount2(total), invoice: bill.total_amount });
  if (!importe.gt(0)) throw new CfdiBuildError('cfdi.noLines');
  const xml = element(
    'cfdi:Concepto',
    {
      ClaveProdServ: kind.clave,
      NoIdentificacion: bill.invoice_number,
      Cantidad: '1',
      ClaveUnidad: 'ACT',
      Descripcion: kind.descripcion,
      ValorUnitario: fixed6(importe),
      Importe: amount2(importe),
      Descuento: descuento.isZero() ? null : amount2(descuento),
      ObjetoImp: traslados.length ? '02' : '01',
    },
    impuestosNode(traslados),
  );
  return { xml, importe, descuento, traslados, total };
}

/**
 * The Comprobante of a CFDI to XAXX010101000 "PUBLICO EN GENERAL" as SAT's global-invoice guide fills it: the
 * issuer's postal code as the receptor's domicile, régimen 616; `head` holds InformacionGlobal and/or
 * CfdiRelacionados, in the schema's order.
 */
function publicComprobante(
  c: {
    serie: string | null;
    folio: string;
    issued_at: string;
    seller: CfdiSource['seller'];
    forma: string;
    tipo: 'I' | 'E';
    uso: string;
    head: readonly string[];
    conceptos: ReadonlyArray<ReturnType<typeof billConcepto>>;
  },
  seal: CfdiSeal,
): string {
  const emisor = emisorOf(c.seller);
  let subTotal = ZERO;
  let descuento = ZERO;
  let total = ZERO;
  const totals = new Map<string, Traslado>();
  for (const x of c.conceptos) {
    subTotal = subTotal.plus(x.importe);
    descuento = descuento.plus(x.descuento);
    total = total.plus(x.total);
    sumTraslados(totals, x.traslados);
  }
  const traslados = [...totals.values()];
  const trasladados = traslados.reduce((s, t) => s.plus(t.importe), ZERO);
  const comprobante = element(
    'cfdi:Comprobante',
    {
      'xmlns:cfdi': CFDI_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${CFDI_NAMESPACE} ${CFDI_SCHEMA_LOCATION}`,
      Version: '4.0',
      Serie: c.serie,
      Folio: c.folio,
      Fecha: cfdiLocalDateTime(new Date(c.issued_at), c.seller.time_zone),
      Sello: seal.sello,
      FormaPago: c.forma,
      NoCertificado: seal.no_certificado,
      Certificado: seal.certificado,
      SubTotal: amount2(subTotal),
      Descuento: descuento.isZero() ? null : amount2(descuento),
      Moneda: 'MXN',
      Total: amount2(total),
      TipoDeComprobante: c.tipo,
      Exportacion: '01',
      MetodoPago: 'PUE',
      LugarExpedicion: emisor.postalCode,
    },
    [
      ...c.head,
      element('cfdi:Emisor', { Rfc: emisor.rfc, Nombre: c.seller.name.trim().toUpperCase(), RegimenFiscal: emisor.regime }),
      element('cfdi:Receptor', {
        Rfc: RFC_PUBLICO_EN_GENERAL,
        Nombre: 'PUBLICO EN GENERAL',
        DomicilioFiscalReceptor: emisor.postalCode,
        RegimenFiscalReceptor: REGIMEN_SIN_OBLIGACIONES,
        UsoCFDI: c.uso,
      }),
      element(
        'cfdi:Conceptos',
        {},
        c.conceptos.map((x) => x.xml),
      ),
      ...impuestosNode(traslados, trasladados),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${comprobante}`;
}

/** The CFDI 4.0 XML (without the TimbreFiscalDigital) of a global invoice of the public's sales of a period. */
export function buildGlobalCfdiXml(source: GlobalCfdiSource, seal: CfdiSeal): string {
  emisorOf(source.seller); // the garage's fiscal data is what to fix first
  if (source.bills.length === 0) throw new CfdiBuildError('cfdi.noLines');
  const conceptos = source.bills.map((b) => billConcepto(b, VENTA));
  const total = conceptos.reduce((s, c) => s.plus(c.total), ZERO);
  // The bills covered are settled: the global invoice is PUE in the form that paid the largest part.
  const terms = paymentTerms({ total_amount: total.toFixed(2), payments: source.bills.flatMap((b) => b.payments) });
  if (terms.metodo !== 'PUE') throw new CfdiBuildError('cfdi.paymentForm', { method: terms.forma });
  return publicComprobante(
    {
      serie: GLOBAL_SERIE,
      folio: source.folio,
      issued_at: source.issued_at,
      seller: source.seller,
      forma: terms.forma,
      tipo: 'I',
      uso: 'S01',
      head: [
        element('cfdi:InformacionGlobal', {
          Periodicidad: source.period.periodicidad,
          Meses: source.period.meses,
          Año: String(source.period.anio),
        }),
        ...(source.replaces?.length ? [cfdiRelacionados(TIPO_RELACION_SUSTITUCION, source.replaces)] : []),
      ],
      conceptos,
    },
    seal,
  );
}

/** A credit note of a sale stated in a global invoice. */
export interface GlobalEgresoSource {
  /** The credit note's number: Serie and Folio ("CN/2026/00003"). */
  credit_number: string;
  /** When the credit note was made (ISO 8601): the CFDI's Fecha. */
  issued_at: string;
  seller: CfdiSource['seller'];
  /** The sale's number, as the global invoice's Concepto names it (NoIdentificacion). */
  invoice_number: string;
  /** The credit note's lines and total. */
  lines: readonly CfdiLine[];
  total_amount: string;
  /** The folio fiscal of the global invoice that states the sale. */
  global_uuid: string;
  /** c_FormaPago of the refund, or 15 "Condonación" when no money went back. */
  forma: string;
}

/**
 * The egreso (E) of a credit note of a sale stated in a global invoice, as SAT's global-invoice filling guide
 * shows it (Apéndice 2, case I "devolución de un concepto"): to XAXX010101000 "PUBLICO EN GENERAL", régimen
 * 616, UsoCFDI G02 "Devoluciones, descuentos o bonificaciones", CfdiRelacionados 01 to the global invoice's
 * UUID, PUE, and one Concepto 84111506 naming the sale's folio with the credit note's value and taxes. No
 * InformacionGlobal: that node describes the global invoice (type I) itself. Decision 048, addendum.
 */
export function buildGlobalEgresoXml(source: GlobalEgresoSource, seal: CfdiSeal): string {
  const { serie, folio } = serieFolio(source.credit_number);
  return publicComprobante(
    {
      serie,
      folio,
      issued_at: source.issued_at,
      seller: source.seller,
      forma: source.forma,
      tipo: 'E',
      uso: USO_CFDI_EGRESO,
      head: [cfdiRelacionados(TIPO_RELACION_NOTA_CREDITO, [source.global_uuid])],
      conceptos: [billConcepto(source, DEVOLUCION)],
    },
    seal,
  );
}
