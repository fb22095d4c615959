/**
 * Labels of the invoice document (issue 13, decision 044): the PDF the server renders (A4 and 80 mm receipt)
 * in English and Spanish. Kept out of MESSAGES: these are document wording, not API or screen messages, and
 * they are read through `invoiceDocumentText`.
 */
import type { Language } from './messages.ts';
import type { ItemCodeKind } from './tax-presets.ts';

export const INVOICE_DOCUMENT_MESSAGES = {
  'invoiceDoc.title.invoice': { en: 'Tax invoice', es: 'Factura' },
  'invoiceDoc.title.india': { en: 'Tax Invoice', es: 'Factura con impuestos (GST)' },
  // ZATCA: a B2C bill is a simplified tax invoice, a B2B bill a (standard) tax invoice.
  'invoiceDoc.title.saudiSimplified': { en: 'Simplified Tax Invoice', es: 'Factura simplificada con IVA' },
  'invoiceDoc.title.saudiStandard': { en: 'Tax Invoice', es: 'Factura con IVA' },
  'invoiceDoc.invoiceNumber': { en: 'Invoice No.', es: 'Factura n.º' },
  'invoiceDoc.date': { en: 'Date', es: 'Fecha' },
  'invoiceDoc.orderNumber': { en: 'Order No.', es: 'Orden n.º' },
  'invoiceDoc.lpoNumber': { en: 'LPO No.', es: 'Orden de compra' },
  'invoiceDoc.invoiceType': { en: 'Type', es: 'Tipo' },
  'invoiceDoc.billTo': { en: 'Bill to', es: 'Cliente' },
  'invoiceDoc.vehicle': { en: 'Vehicle', es: 'Vehículo' },
  'invoiceDoc.regNumber': { en: 'Reg. No.', es: 'Matrícula' },
  'invoiceDoc.odometer': { en: 'Odometer', es: 'Odómetro' },
  'invoiceDoc.unit.KM': { en: 'km', es: 'km' },
  'invoiceDoc.unit.MILE': { en: 'miles', es: 'millas' },
  'invoiceDoc.mobile': { en: 'Mobile', es: 'Móvil' },
  'invoiceDoc.email': { en: 'Email', es: 'Correo' },
  'invoiceDoc.taxNumber.IN': { en: 'GSTIN', es: 'GSTIN' },
  'invoiceDoc.taxNumber.SA': { en: 'VAT No.', es: 'N.º de IVA' },
  'invoiceDoc.taxNumber.MX': { en: 'RFC', es: 'RFC' },
  'invoiceDoc.taxNumber.US': { en: 'Tax ID', es: 'ID fiscal' },
  'invoiceDoc.taxNumber.other': { en: 'Tax No.', es: 'N.º fiscal' },
  'invoiceDoc.col.number': { en: '#', es: '#' },
  'invoiceDoc.col.item': { en: 'Item', es: 'Concepto' },
  'invoiceDoc.col.code.india': { en: 'HSN/SAC', es: 'HSN/SAC' },
  'invoiceDoc.col.code.sat': { en: 'SAT key', es: 'Clave SAT' },
  'invoiceDoc.col.code.generic': { en: 'Tax code', es: 'Código fiscal' },
  'invoiceDoc.col.quantity': { en: 'Qty', es: 'Cant.' },
  'invoiceDoc.col.rate': { en: 'Rate', es: 'Precio' },
  'invoiceDoc.col.discount': { en: 'Disc.', es: 'Desc.' },
  'invoiceDoc.col.tax': { en: 'Tax', es: 'Impuesto' },
  'invoiceDoc.col.amount': { en: 'Amount', es: 'Importe' },
  'invoiceDoc.serials': { en: 'S/N {serials}', es: 'N/S {serials}' },
  'invoiceDoc.col.taxableValue': { en: 'Taxable value', es: 'Base imponible' },
  'invoiceDoc.col.totalTax': { en: 'Total tax', es: 'Total impuestos' },
  'invoiceDoc.section.services': { en: 'Services', es: 'Servicios' },
  'invoiceDoc.section.parts': { en: 'Parts', es: 'Recambios' },
  'invoiceDoc.section.package': { en: 'Package: {name}', es: 'Paquete: {name}' },
  'invoiceDoc.subTotal': { en: 'Sub total', es: 'Subtotal' },
  'invoiceDoc.discount': { en: 'Discount', es: 'Descuento' },
  'invoiceDoc.grandTotal': { en: 'Grand total', es: 'Total' },
  'invoiceDoc.paid': { en: 'Paid', es: 'Pagado' },
  'invoiceDoc.due': { en: 'Due', es: 'Pendiente' },
  'invoiceDoc.amountInWords': { en: 'Amount in words', es: 'Importe con letra' },
  'invoiceDoc.hsnSummary': { en: 'HSN/SAC summary', es: 'Resumen por HSN/SAC' },
  'invoiceDoc.total': { en: 'Total', es: 'Total' },
  'invoiceDoc.void': { en: 'VOID', es: 'ANULADA' },
  'invoiceDoc.voidReason': { en: 'This invoice is void: {reason}', es: 'Esta factura está anulada: {reason}' },
  'invoiceDoc.zeroReason': { en: 'Reason for a bill of zero: {reason}', es: 'Motivo de la factura a cero: {reason}' },
  'invoiceDoc.customerRemarks': { en: 'Customer remarks', es: 'Observaciones del cliente' },
  'invoiceDoc.recommendation': { en: 'Garage recommendation', es: 'Recomendación del taller' },
  'invoiceDoc.page': { en: 'Page {page} of {pages}', es: 'Página {page} de {pages}' },
  'invoiceDoc.zatcaQr': { en: 'ZATCA e-invoice QR', es: 'QR de factura electrónica ZATCA' },
  // Mexico: the CFDI 4.0 defaults of a counter sale (issue 13): use S01, method PUE.
  'invoiceDoc.cfdi.use': { en: 'CFDI use', es: 'Uso del CFDI' },
  'invoiceDoc.cfdi.useS01': { en: 'S01 No tax effects', es: 'S01 Sin efectos fiscales' },
  'invoiceDoc.cfdi.receptor': { en: 'CFDI issued to', es: 'Receptor del CFDI' },
  'invoiceDoc.cfdi.regime': { en: 'Tax regime', es: 'Régimen fiscal' },
  'invoiceDoc.cfdi.postalCode': { en: 'Fiscal postal code', es: 'C.P. del domicilio fiscal' },
  'invoiceDoc.cfdi.method': { en: 'Payment method', es: 'Método de pago' },
  'invoiceDoc.cfdi.methodPUE': { en: 'PUE Single payment', es: 'PUE Pago en una sola exhibición' },
  // Split bill with insurance: the share of each line and of the bill, and the other share's invoice.
  'invoiceDoc.col.share': { en: 'Share', es: 'Parte' },
  'invoiceDoc.shareOf': { en: '{percent} of {line}', es: '{percent} de {line}' },
  'invoiceDoc.shareNote': {
    en: 'Split bill: Rate is the price of the whole line. This invoice bills the Share of each line; its Tax and Amount are of that share.',
    es: 'Factura dividida: el Precio es el de la línea completa. Esta factura cobra la Parte de cada línea; su Impuesto e Importe son los de esa parte.',
  },
  // A line whose price includes tax (decision 037): marked beside its rate, explained under the lines.
  'invoiceDoc.inclTax': { en: 'incl. tax', es: 'imp. incl.' },
  'invoiceDoc.inclTaxNote': {
    en: 'incl. tax: the rate already includes tax, so quantity × rate is the amount with its tax; the Tax column shows the tax it contains.',
    es: 'imp. incl.: el precio ya incluye los impuestos, así que cantidad × precio es el importe con sus impuestos; la columna Impuesto muestra los que contiene.',
  },
  'invoiceDoc.share.INSURER': { en: "Insurer's share", es: 'Parte de la aseguradora' },
  'invoiceDoc.share.CUSTOMER': { en: "Customer's share", es: 'Parte del cliente' },
  'invoiceDoc.splitBill': { en: 'Split bill', es: 'Factura dividida' },
  'invoiceDoc.insured': { en: 'Insured', es: 'Asegurado' },
  // India: a B2B bill's place of supply, the state of the buyer's GSTIN (decision 043, addendum).
  'invoiceDoc.placeOfSupply': { en: 'Place of supply', es: 'Lugar de suministro' },
  'invoiceDoc.otherInvoice.INSURER': { en: "Insurer's invoice", es: 'Factura de la aseguradora' },
  'invoiceDoc.otherInvoice.CUSTOMER': { en: "Customer's invoice", es: 'Factura del cliente' },
  'invoiceDoc.invoiceDate': { en: 'Invoice date', es: 'Fecha de factura' },
  // Receipts (money in) and refund receipts (money out, a negative receipt).
  'receiptDoc.title': { en: 'Payment Receipt', es: 'Recibo de pago' },
  // Purchase order (decision 053): sent to the vendor.
  'poDoc.title': { en: 'Purchase Order', es: 'Orden de compra' },
  'poDoc.number': { en: 'PO No.', es: 'OC n.º' },
  'poDoc.vendor': { en: 'Vendor', es: 'Proveedor' },
  'poDoc.expected': { en: 'Expected by', es: 'Fecha prevista' },
  'poDoc.terms': { en: 'Payment terms', es: 'Plazo de pago' },
  'poDoc.termsDays': { en: '{days} days', es: '{days} días' },
  'poDoc.col.part': { en: 'Part', es: 'Pieza' },
  'poDoc.col.partNumber': { en: 'Part No.', es: 'Ref.' },
  'poDoc.col.quantity': { en: 'Qty', es: 'Cant.' },
  'poDoc.col.price': { en: 'Unit price', es: 'Precio unitario' },
  'poDoc.col.tax': { en: 'Tax', es: 'Impuesto' },
  'poDoc.col.total': { en: 'Total', es: 'Total' },
  'poDoc.subTotal': { en: 'Sub total', es: 'Subtotal' },
  'poDoc.taxTotal': { en: 'Tax', es: 'Impuestos' },
  'poDoc.grandTotal': { en: 'Total', es: 'Total' },
  'poDoc.notes': { en: 'Notes', es: 'Notas' },
  'vcnDoc.title': { en: 'Vendor Credit Note', es: 'Nota de crédito del proveedor' },
  'vcnDoc.number': { en: 'Credit note No.', es: 'Nota de crédito n.º' },
  'vcnDoc.stockIn': { en: 'Received on', es: 'Recibido en' },
  'vcnDoc.reason': { en: 'Reason for return', es: 'Motivo de la devolución' },
  'vcnDoc.cancelled': { en: 'CANCELLED', es: 'ANULADA' },
  'vcnDoc.cancelReason': { en: 'Reason for cancelling', es: 'Motivo de la anulación' },
  'receiptDoc.titleRefund': { en: 'Refund Receipt', es: 'Recibo de reembolso' },
  'receiptDoc.number': { en: 'Receipt No.', es: 'Recibo n.º' },
  'receiptDoc.refundOf': { en: 'Refund of receipt', es: 'Devolución del recibo' },
  'receiptDoc.refunded': { en: 'Refunded', es: 'Devuelto' },
  'receiptDoc.receivedFrom': { en: 'Received from', es: 'Recibido de' },
  'receiptDoc.paidTo': { en: 'Refunded to', es: 'Reembolsado a' },
  'receiptDoc.bills': { en: 'Bills paid', es: 'Facturas pagadas' },
  'receiptDoc.billsRefund': { en: 'Bill refunded', es: 'Factura reembolsada' },
  'receiptDoc.col.billTotal': { en: 'Bill total', es: 'Total factura' },
  'receiptDoc.col.allocated': { en: 'Paid now', es: 'Pagado ahora' },
  'receiptDoc.col.refunded': { en: 'Refunded', es: 'Reembolsado' },
  'receiptDoc.col.dueAfter': { en: 'Due after', es: 'Pendiente después' },
  'receiptDoc.payments': { en: 'Payment', es: 'Pago' },
  'receiptDoc.col.method': { en: 'Method', es: 'Forma de pago' },
  'receiptDoc.col.details': { en: 'Details', es: 'Detalles' },
  'receiptDoc.cheque': { en: 'Cheque {number}, {bank}, dated {date}', es: 'Cheque {number}, {bank}, con fecha {date}' },
  'receiptDoc.reference': { en: 'Ref. {reference}', es: 'Ref. {reference}' },
  'receiptDoc.total': { en: 'Total received', es: 'Total recibido' },
  'receiptDoc.totalRefund': { en: 'Total refunded', es: 'Total reembolsado' },
  'receiptDoc.dueLeft': { en: 'Due left', es: 'Pendiente' },
  'receiptDoc.note': { en: 'Note', es: 'Nota' },
  'receiptDoc.method.CASH': { en: 'Cash', es: 'Efectivo' },
  'receiptDoc.method.DEBIT_CARD': { en: 'Debit card', es: 'Tarjeta de débito' },
  'receiptDoc.method.CREDIT_CARD': { en: 'Credit card', es: 'Tarjeta de crédito' },
  'receiptDoc.method.CHEQUE': { en: 'Cheque', es: 'Cheque' },
  'receiptDoc.method.PAYMENT_LINK': { en: 'Payment link', es: 'Enlace de pago' },
  'receiptDoc.method.BANK_TRANSFER': { en: 'Bank transfer', es: 'Transferencia bancaria' },
  'receiptDoc.method.ON_ACCOUNT': { en: 'On account', es: 'A cuenta' },
  'receiptDoc.method.LOYALTY_POINT': { en: 'Loyalty points', es: 'Puntos de fidelidad' },
  'receiptDoc.method.CUSTOMER_CREDIT': { en: 'Customer credit', es: 'Saldo a favor del cliente' },
  // Credit notes (returns after invoicing).
  'creditDoc.title': { en: 'Credit Note', es: 'Nota de crédito' },
  'creditDoc.number': { en: 'Credit note No.', es: 'Nota de crédito n.º' },
  'creditDoc.originalInvoice': { en: 'Original invoice', es: 'Factura original' },
  'creditDoc.totalCredit': { en: 'Total credit', es: 'Total abonado' },
  'creditDoc.appliedToDue': { en: 'Taken off the invoice due', es: 'Descontado de lo pendiente' },
  'creditDoc.refunded': { en: 'Refunded', es: 'Reembolsado' },
  'creditDoc.keptAsCredit': { en: 'Kept as customer credit', es: 'Saldo a favor del cliente' },
  'creditDoc.settlement': { en: 'Settlement', es: 'Liquidación' },
  'creditDoc.settlement.REFUND': { en: 'Refunded, receipt {number}', es: 'Reembolsado, recibo {number}' },
  'creditDoc.settlement.CREDIT': { en: "Kept as the customer's credit", es: 'Guardado como saldo a favor del cliente' },
  'creditDoc.settlement.NONE': { en: 'Taken off what the invoice owed', es: 'Descontado de lo que la factura debía' },
  'creditDoc.reason': { en: 'Reason', es: 'Motivo' },
  // The stamped CFDI (decision 048): method PPD while the bill is owed, the folio fiscal and the stamp date.
  'invoiceDoc.cfdi.methodPPD': { en: 'PPD Payment in instalments or deferred', es: 'PPD Pago en parcialidades o diferido' },
  'invoiceDoc.cfdi.form': { en: 'Payment form', es: 'Forma de pago' },
  'invoiceDoc.cfdi.uuid': { en: 'Folio fiscal (UUID)', es: 'Folio fiscal (UUID)' },
  'invoiceDoc.cfdi.stampedAt': { en: 'Stamped', es: 'Fecha de timbrado' },
  'invoiceDoc.cfdi.notStamped': { en: 'CFDI not stamped yet', es: 'CFDI aún no timbrado' },
  'invoiceDoc.cfdi.cancelled': { en: 'CFDI cancelled (SAT reason {reason})', es: 'CFDI cancelado (motivo SAT {reason})' },
  'invoiceDoc.cfdi.rep': { en: 'Payment complement (CFDI type P)', es: 'Complemento de pago (CFDI tipo P)' },
  'invoiceDoc.cfdi.egreso': { en: 'CFDI egreso (type E)', es: 'CFDI de egreso (tipo E)' },
  'invoiceDoc.cfdi.notRequired': {
    en: 'No payment complement needed (invoice stamped PUE)',
    es: 'No requiere complemento de pago (factura PUE)',
  },
  'invoiceDoc.cfdi.relatedGlobal': {
    en: 'Related to global invoice {folio}, folio fiscal {uuid}',
    es: 'Relacionado con la factura global {folio}, folio fiscal {uuid}',
  },
  'invoiceDoc.cfdi.statedInGlobal': {
    en: 'No egreso needed: global invoice {folio} states the sale less this credit',
    es: 'No requiere egreso: la factura global {folio} incluye la venta descontando este abono',
  },
  'invoiceDoc.cfdi.creditedBeforeGlobal': {
    en: 'No egreso needed: invoice {invoice} was returned in full before a global invoice stated it, so no CFDI states the sale',
    es: 'No requiere egreso: la factura {invoice} se devolvió por completo antes de que una factura global la incluyera; ningún CFDI ampara la venta',
  },
  'invoiceDoc.cfdi.sandbox': {
    en: 'SANDBOX — sin validez fiscal (test stamp, no fiscal validity)',
    es: 'SANDBOX — sin validez fiscal',
  },
  // SAT's printed representation of a stamped CFDI (decision 048, stop 27): fiscal labels, in SAT's Spanish in
  // both languages.
  'invoiceDoc.cfdi.printed': {
    en: 'Este documento es una representación impresa de un CFDI',
    es: 'Este documento es una representación impresa de un CFDI',
  },
  'invoiceDoc.cfdi.rfcEmisor': { en: 'RFC del emisor', es: 'RFC del emisor' },
  'invoiceDoc.cfdi.rfcReceptor': { en: 'RFC del receptor', es: 'RFC del receptor' },
  'invoiceDoc.cfdi.noCertificado': { en: 'No. de serie del CSD del emisor', es: 'No. de serie del CSD del emisor' },
  'invoiceDoc.cfdi.noCertificadoSat': { en: 'No. de serie del certificado del SAT', es: 'No. de serie del certificado del SAT' },
  'invoiceDoc.cfdi.fechaCertificacion': { en: 'Fecha de certificación', es: 'Fecha de certificación' },
  'invoiceDoc.cfdi.selloCfd': { en: 'Sello digital del CFDI', es: 'Sello digital del CFDI' },
  'invoiceDoc.cfdi.selloSat': { en: 'Sello digital del SAT', es: 'Sello digital del SAT' },
  'invoiceDoc.cfdi.cadenaOriginal': {
    en: 'Cadena original del complemento de certificación digital del SAT',
    es: 'Cadena original del complemento de certificación digital del SAT',
  },
  'invoiceDoc.cfdi.qr': { en: 'Código QR de verificación del SAT', es: 'Código QR de verificación del SAT' },
} as const satisfies Record<string, { en: string; es: string }>;

export type InvoiceDocumentKey = keyof typeof INVOICE_DOCUMENT_MESSAGES;

export function invoiceDocumentText(
  key: InvoiceDocumentKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  let text: string = INVOICE_DOCUMENT_MESSAGES[key][language];
  for (const [name, value] of Object.entries(params)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

/** The label of a party's tax number on a document of a garage's country: GSTIN, RFC, VAT No. */
export function taxNumberLabel(countryCode: string, language: Language): string {
  const code = countryCode.toUpperCase();
  const key = code === 'IN' || code === 'SA' || code === 'MX' || code === 'US' ? code : 'other';
  return invoiceDocumentText(`invoiceDoc.taxNumber.${key}`, language);
}

/** The heading of the item code column (decision 037), or null where no code is printed (USA, Saudi Arabia). */
export function itemCodeLabel(kind: ItemCodeKind, language: Language): string | null {
  return kind === 'none' ? null : invoiceDocumentText(`invoiceDoc.col.code.${kind}`, language);
}
