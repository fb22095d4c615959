/**
 * SAT's "representación impresa" of a stamped CFDI 4.0 (decision 048, addendum stop 27): what the printed
 * invoice reads from the stamped XML — the TimbreFiscalDigital's folio fiscal, date, seals and certificate,
 * the Comprobante's seal and certificate, both RFCs and the Total as written — the verification URL its QR
 * encodes, and the cadena original of the complemento de certificación digital del SAT. Pure: no Buffer, no DOM.
 */

import { XMLParser } from 'fast-xml-parser';
import { paymentTerms } from './cfdi.ts';
import { FORMA_PAGO, FORMA_PAGO_POR_DEFINIR } from './cfdi-forma-pago.ts';

export interface CfdiTimbre {
  uuid: string;
  fecha_timbrado: string;
  rfc_prov_certif: string;
  sello_cfd: string;
  sello_sat: string;
  no_certificado_sat: string;
  /** The Comprobante's Sello and NoCertificado (the issuer's CSD). */
  sello: string;
  no_certificado: string;
  rfc_emisor: string;
  rfc_receptor: string;
  /** The Comprobante's Total exactly as the XML writes it. */
  total: string;
}

type Attributes = Record<string, string | undefined>;
type Element = Attributes & Record<string, unknown>;

/**
 * The stamped XML read by fast-xml-parser (decision 048, addendum stop 27): attributes as strings (never
 * numbers: the Total is printed as written), entities unescaped, namespace prefixes dropped (a PAC may bind
 * SAT's namespaces to other prefixes).
 */
let parser: XMLParser | undefined;
function parsed(xml: string): unknown {
  parser ??= new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    parseAttributeValue: false,
  });
  return parser.parse(xml);
}

const element = (value: unknown): Element | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Element) : null;

/** What a printed CFDI states from its stamped XML; null when the XML carries no TimbreFiscalDigital. */
export function cfdiTimbreOf(xml: string): CfdiTimbre | null {
  const comprobante = element(element(parsed(xml))?.Comprobante);
  const tfd = element(element(comprobante?.Complemento)?.TimbreFiscalDigital);
  if (!tfd || !comprobante) return null;
  return {
    uuid: tfd.UUID ?? '',
    fecha_timbrado: tfd.FechaTimbrado ?? '',
    rfc_prov_certif: tfd.RfcProvCertif ?? '',
    sello_cfd: tfd.SelloCFD ?? '',
    sello_sat: tfd.SelloSAT ?? '',
    no_certificado_sat: tfd.NoCertificadoSAT ?? '',
    sello: comprobante.Sello ?? '',
    no_certificado: comprobante.NoCertificado ?? '',
    rfc_emisor: element(comprobante.Emisor)?.Rfc ?? '',
    rfc_receptor: element(comprobante.Receptor)?.Rfc ?? '',
    total: comprobante.Total ?? '',
  };
}

/**
 * The URL SAT's verification QR encodes: id (folio fiscal), re and rr (the RFCs), tt (the Total as the XML
 * writes it) and fe (the last 8 characters of the Comprobante's Sello). Values are written as SAT's examples
 * and PACs write them (a seal's "+", "/" and "=" as they are), but for the characters that would cut the query
 * ("&" — an RFC may hold one —, "#", "%").
 */
export function satVerificationUrl(t: Pick<CfdiTimbre, 'uuid' | 'rfc_emisor' | 'rfc_receptor' | 'total' | 'sello'>): string {
  const e = (value: string) => value.replace(/[%&#]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return (
    'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx' +
    `?id=${e(t.uuid)}&re=${e(t.rfc_emisor)}&rr=${e(t.rfc_receptor)}&tt=${e(t.total)}&fe=${e(t.sello.slice(-8))}`
  );
}

/** The cadena original del complemento de certificación digital del SAT (TimbreFiscalDigital 1.1). */
export function tfdCadenaOriginal(
  t: Pick<CfdiTimbre, 'uuid' | 'fecha_timbrado' | 'rfc_prov_certif' | 'sello_cfd' | 'no_certificado_sat'>,
): string {
  return `||1.1|${t.uuid}|${t.fecha_timbrado}|${t.rfc_prov_certif}|${t.sello_cfd}|${t.no_certificado_sat}||`;
}

/**
 * The método de pago a CFDI not stamped yet will state if it is stamped now — the rule stamping applies
 * (`paymentTerms`): paid in full → PUE, unless the form that paid most is 99; owed → PPD. A garage's own
 * method (PM_…) never states 99, so it counts as a form of its own here.
 */
export function metodoPagoIfStampedNow(
  total: string,
  payments: ReadonlyArray<{ method: string; amount: string }>,
): 'PUE' | 'PPD' {
  return paymentTerms({
    total_amount: total,
    payments: payments.map((p) => ({
      method: p.method,
      amount: p.amount,
      forma: FORMA_PAGO[p.method] ?? (p.method.startsWith('PM_') ? p.method : FORMA_PAGO_POR_DEFINIR),
    })),
  }).metodo;
}
