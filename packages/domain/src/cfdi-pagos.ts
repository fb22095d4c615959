/**
 * Mexico's payment complement (REP, "Complemento para recepción de pagos" 2.0): the CFDI of type P that a
 * garage issues for each payment received against an invoice whose CFDI is PPD (decision 048, addendum).
 * Pure, like cfdi.ts: no clock, no I/O, every amount a Money. The Comprobante states nothing itself
 * (SubTotal 0, Total 0, Moneda XXX, one Concepto 84111506 "Pago"); the money is in `pago20:Pagos`: one
 * Pago per payment form of the receipt, one DoctoRelacionado per invoice it pays, with the balance before
 * and after and the invoice's taxes apportioned to what was paid.
 */
import {
  amount2,
  CFDI_NAMESPACE,
  CFDI_SCHEMA_LOCATION,
  CfdiBuildError,
  type CfdiSeal,
  type CfdiSource,
  cfdiLocalDateTime,
  element,
  emisorOf,
  receptorOf,
  serieFolio,
} from './cfdi.ts';
import { FORMA_PAGO_POR_DEFINIR } from './cfdi-forma-pago.ts';
import { Money } from './money.ts';

export const PAGOS_NAMESPACE = 'http://www.sat.gob.mx/Pagos20';
export const PAGOS_SCHEMA_LOCATION = 'http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd';
/** c_UsoCFDI of a payment complement: "Pagos". */
export const USO_CFDI_PAGOS = 'CP01';
/** c_ClaveProdServ of a payment complement's single Concepto: "Pago". */
export const CLAVE_PAGO = '84111506';

/** One invoice's tax of one impuesto and rate, as its CFDI states it (the sum over its Conceptos). */
export interface CfdiTaxOfInvoice {
  impuesto: string;
  /** TasaOCuota with 6 decimals ("0.160000"). */
  tasa: string;
  base: string;
  importe: string;
}

/** One invoice paid by a Pago. */
export interface CfdiPaidDocument {
  /** The folio fiscal of the invoice's CFDI. */
  uuid: string;
  invoice_number: string;
  /** The invoice's Total as its CFDI states it. */
  invoice_total: string;
  /** Which payment of the invoice this is (1 for the first). */
  num_parcialidad: number;
  /** What the invoice still owed before this payment. */
  saldo_anterior: string;
  paid: string;
  traslados: readonly CfdiTaxOfInvoice[];
}

export interface CfdiPago {
  /** c_FormaPago of the money (never 99). */
  forma: string;
  documents: readonly CfdiPaidDocument[];
}

export interface CfdiPaymentSource {
  receipt_number: string;
  /** When the money was received (ISO 8601): FechaPago. */
  received_at: string;
  /** When the complement is issued (ISO 8601): the Comprobante's Fecha. */
  issued_at: string;
  seller: CfdiSource['seller'];
  customer: CfdiSource['customer'];
  pagos: readonly CfdiPago[];
}

const ZERO = new Money(0);
const r2 = (v: Money) => v.toDecimalPlaces(2, Money.ROUND_HALF_UP);

interface DocTax {
  impuesto: string;
  tasa: string;
  base: Money;
  importe: Money;
}

/**
 * The invoice's taxes that this payment covers: each tax's share of what had been settled after the
 * payment less its share before it, each rounded to 2 decimals — so the shares of every payment of an
 * invoice add up exactly to the tax its CFDI states once it is paid in full.
 */
export function apportionedTaxes(doc: CfdiPaidDocument): DocTax[] {
  const total = new Money(doc.invoice_total);
  if (total.isZero()) return [];
  const before = total.minus(doc.saldo_anterior);
  const after = before.plus(doc.paid);
  const share = (amount: string, settled: Money) => r2(new Money(amount).times(settled).dividedBy(total));
  return doc.traslados.map((t) => ({
    impuesto: t.impuesto,
    tasa: t.tasa,
    base: share(t.base, after).minus(share(t.base, before)),
    importe: share(t.importe, after).minus(share(t.importe, before)),
  }));
}

/** The Totales attributes of the IVA rates SAT totals (16 %, 8 %, 0 %), from the Pagos' traslados. */
function totales(taxes: readonly DocTax[], monto: Money): Record<string, string> {
  const out: Record<string, string> = {};
  const rates: Record<string, string> = { '0.160000': '16', '0.080000': '8', '0.000000': '0' };
  for (const [tasa, suffix] of Object.entries(rates)) {
    const mine = taxes.filter((t) => t.impuesto === '002' && t.tasa === tasa);
    if (mine.length === 0) continue;
    out[`TotalTrasladosBaseIVA${suffix}`] = amount2(mine.reduce((s, t) => s.plus(t.base), ZERO));
    out[`TotalTrasladosImpuestoIVA${suffix}`] = amount2(mine.reduce((s, t) => s.plus(t.importe), ZERO));
  }
  out.MontoTotalPagos = amount2(monto);
  return out;
}

function groupTaxes(taxes: readonly DocTax[]): DocTax[] {
  const byKey = new Map<string, DocTax>();
  for (const t of taxes) {
    const key = `${t.impuesto}|${t.tasa}`;
    const sum = byKey.get(key);
    byKey.set(key, sum ? { ...sum, base: sum.base.plus(t.base), importe: sum.importe.plus(t.importe) } : { ...t });
  }
  return [...byKey.values()];
}

/** The CFDI 4.0 of type P with its Pagos 2.0 complement (UTF-8, without the TimbreFiscalDigital). */
export function buildPagosXml(source: CfdiPaymentSource, seal: CfdiSeal): string {
  const emisor = emisorOf(source.seller);
  const receptor = receptorOf(source.customer, emisor.postalCode, USO_CFDI_PAGOS, USO_CFDI_PAGOS);
  const fechaPago = cfdiLocalDateTime(new Date(source.received_at), source.seller.time_zone);
  const allTaxes: DocTax[] = [];
  let montoTotal = ZERO;
  const pagos = source.pagos.map((pago) => {
    if (pago.forma === FORMA_PAGO_POR_DEFINIR) throw new CfdiBuildError('cfdi.paymentForm');
    let monto = ZERO;
    const pagoTaxes: DocTax[] = [];
    const docs = pago.documents.map((doc) => {
      const paid = r2(new Money(doc.paid));
      const saldoAnt = r2(new Money(doc.saldo_anterior));
      monto = monto.plus(paid);
      const { serie, folio } = serieFolio(doc.invoice_number);
      const taxes = apportionedTaxes(doc);
      pagoTaxes.push(...taxes);
      return element(
        'pago20:DoctoRelacionado',
        {
          IdDocumento: doc.uuid,
          Serie: serie,
          Folio: folio,
          MonedaDR: 'MXN',
          EquivalenciaDR: '1',
          NumParcialidad: String(doc.num_parcialidad),
          ImpSaldoAnt: amount2(saldoAnt),
          ImpPagado: amount2(paid),
          ImpSaldoInsoluto: amount2(saldoAnt.minus(paid)),
          ObjetoImpDR: taxes.length ? '02' : '01',
        },
        taxes.length
          ? [
              element('pago20:ImpuestosDR', {}, [
                element(
                  'pago20:TrasladosDR',
                  {},
                  taxes.map((t) =>
                    element('pago20:TrasladoDR', {
                      BaseDR: amount2(t.base),
                      ImpuestoDR: t.impuesto,
                      TipoFactorDR: 'Tasa',
                      TasaOCuotaDR: t.tasa,
                      ImporteDR: amount2(t.importe),
                    }),
                  ),
                ),
              ]),
            ]
          : [],
      );
    });
    montoTotal = montoTotal.plus(monto);
    allTaxes.push(...pagoTaxes);
    const grouped = groupTaxes(pagoTaxes);
    const impuestosP = grouped.length
      ? [
          element('pago20:ImpuestosP', {}, [
            element(
              'pago20:TrasladosP',
              {},
              grouped.map((t) =>
                element('pago20:TrasladoP', {
                  BaseP: amount2(t.base),
                  ImpuestoP: t.impuesto,
                  TipoFactorP: 'Tasa',
                  TasaOCuotaP: t.tasa,
                  ImporteP: amount2(t.importe),
                }),
              ),
            ),
          ]),
        ]
      : [];
    return element(
      'pago20:Pago',
      { FechaPago: fechaPago, FormaDePagoP: pago.forma, MonedaP: 'MXN', TipoCambioP: '1', Monto: amount2(monto) },
      [...docs, ...impuestosP],
    );
  });

  const { serie, folio } = serieFolio(source.receipt_number);
  const comprobante = element(
    'cfdi:Comprobante',
    {
      'xmlns:cfdi': CFDI_NAMESPACE,
      'xmlns:pago20': PAGOS_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${CFDI_NAMESPACE} ${CFDI_SCHEMA_LOCATION} ${PAGOS_NAMESPACE} ${PAGOS_SCHEMA_LOCATION}`,
      Version: '4.0',
      Serie: serie,
      Folio: folio,
      Fecha: cfdiLocalDateTime(new Date(source.issued_at), source.seller.time_zone),
      Sello: seal.sello,
      NoCertificado: seal.no_certificado,
      Certificado: seal.certificado,
      SubTotal: '0',
      Moneda: 'XXX',
      Total: '0',
      TipoDeComprobante: 'P',
      Exportacion: '01',
      LugarExpedicion: emisor.postalCode,
    },
    [
      element('cfdi:Emisor', { Rfc: emisor.rfc, Nombre: source.seller.name.trim().toUpperCase(), RegimenFiscal: emisor.regime }),
      element('cfdi:Receptor', receptor),
      element('cfdi:Conceptos', {}, [
        element('cfdi:Concepto', {
          ClaveProdServ: CLAVE_PAGO,
          Cantidad: '1',
          ClaveUnidad: 'ACT',
          Descripcion: 'Pago',
          ValorUnitario: '0',
          Importe: '0',
          ObjetoImp: '01',
        }),
      ]),
      element('cfdi:Complemento', {}, [
        element('pago20:Pagos', { Version: '2.0' }, [element('pago20:Totales', totales(allTaxes, montoTotal)), ...pagos]),
      ]),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${comprobante}`;
}
