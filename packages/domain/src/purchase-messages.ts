/**
 * Texts of vendors, purchase orders, stock-in and vendor payments (issue 14, decisions 053 and 054); kept
 * in their own file and spread into MESSAGES.
 */
export const PURCHASE_MESSAGES = {
  'vendor.notFound': { en: 'Vendor not found', es: 'Proveedor no encontrado' },
  'vendor.duplicate': { en: 'A vendor "{name}" already exists', es: 'Ya existe un proveedor "{name}"' },
  'vendor.inactive': {
    en: 'Vendor "{name}" is inactive: choose an active vendor',
    es: 'El proveedor "{name}" está inactivo: elija un proveedor activo',
  },
  'purchase.notFound': { en: 'Purchase order not found', es: 'Orden de compra no encontrada' },
  'purchase.linesRequired': {
    en: 'A purchase order needs at least one part',
    es: 'Una orden de compra necesita al menos una pieza',
  },
  'purchase.partUnknown': {
    en: 'A part of this purchase order was not found',
    es: 'No se encontró una pieza de esta orden de compra',
  },
  'purchase.partTwice': {
    en: '"{part}" is on the purchase order twice: put it on one line',
    es: '"{part}" está dos veces en la orden de compra: póngala en una sola línea',
  },
  'purchase.quantityPositive': {
    en: 'The quantity of "{part}" must be more than zero',
    es: 'La cantidad de "{part}" debe ser mayor que cero',
  },
  'purchase.taxUnknown': {
    en: 'The tax category of "{part}" was not found',
    es: 'No se encontró la categoría de impuesto de "{part}"',
  },
  'purchase.notEditable': {
    en: 'Only a draft purchase order can be changed (this one is {status})',
    es: 'Solo se puede cambiar una orden de compra en borrador (esta está {status})',
  },
  'purchase.badMove': {
    en: 'A purchase order that is {from} cannot be made {to}',
    es: 'Una orden de compra en estado {from} no puede pasar a {to}',
  },
  'purchase.approverOnly': {
    en: 'Only the owner or a purchase order approver can approve or reject a purchase order',
    es: 'Solo el propietario o un aprobador de órdenes de compra puede aprobar o rechazar una orden de compra',
  },
  'purchase.vendorNoEmail': {
    en: 'The vendor has no e-mail address: add one to send the purchase order',
    es: 'El proveedor no tiene correo electrónico: añada uno para enviar la orden de compra',
  },
  'purchase.sendText': {
    en: '{garage} sends you purchase order {number} ({amount}): {url}',
    es: '{garage} le envía la orden de compra {number} ({amount}): {url}',
  },
  'purchase.sendSubject': {
    en: 'Purchase order {number} from {garage}',
    es: 'Orden de compra {number} de {garage}',
  },
  'purchase.pricesHidden': {
    en: 'Purchase prices are not shown to your role',
    es: 'Los precios de compra no se muestran a su rol',
  },
  'purchase.nothingToSuggest': {
    en: 'No part is below its minimum stock',
    es: 'Ninguna pieza está por debajo de su stock mínimo',
  },
  'stockIn.notFound': { en: 'Stock-in not found', es: 'Entrada de stock no encontrada' },
  'stockIn.notReceivable': {
    en: 'Purchase order {number} is {status}: it cannot be received',
    es: 'La orden de compra {number} está {status}: no se puede recibir',
  },
  'stockIn.lineUnknown': {
    en: 'A line of the stock-in is not on purchase order {number}',
    es: 'Una línea de la entrada no está en la orden de compra {number}',
  },
  'stockIn.overReceipt': {
    en: 'Only {left} of "{part}" is left to receive on this purchase order',
    es: 'Solo quedan {left} de "{part}" por recibir en esta orden de compra',
  },
  'stockIn.vendorMismatch': {
    en: 'The stock-in must be from the vendor of the purchase order',
    es: 'La entrada debe ser del proveedor de la orden de compra',
  },
  'stockIn.billDayFuture': {
    en: 'The vendor bill date cannot be after today',
    es: 'La fecha de la factura del proveedor no puede ser posterior a hoy',
  },
  'stockIn.billNeedsVendor': {
    en: 'A vendor bill needs its vendor',
    es: 'Una factura de proveedor necesita su proveedor',
  },
  'vendorPayment.billVoided': {
    en: 'Bill {number} is voided: nothing is owed on it',
    es: 'La factura {number} está anulada: no se debe nada de ella',
  },
  'vendorPayment.noDue': {
    en: 'Nothing is owed on bill {number}',
    es: 'No se debe nada de la factura {number}',
  },
  'vendorPayment.aboveDue': {
    en: 'Only {due} is owed on bill {number}: a payment cannot be more',
    es: 'Solo se deben {due} de la factura {number}: un pago no puede ser mayor',
  },
  'vendorPayment.amountPositive': {
    en: 'A payment must be more than zero',
    es: 'Un pago debe ser mayor que cero',
  },
  'vendorPayment.futureDay': {
    en: 'A payment cannot be dated after today',
    es: 'Un pago no puede tener una fecha posterior a hoy',
  },
  'vendorPayment.vendorMismatch': {
    en: 'Bill {number} is not from this vendor',
    es: 'La factura {number} no es de este proveedor',
  },
  'vendorReturn.notFound': { en: 'Vendor credit note not found', es: 'Nota de crédito del proveedor no encontrada' },
  'vendorReturn.lineUnknown': {
    en: 'That received part is not from this vendor',
    es: 'Esa pieza recibida no es de este proveedor',
  },
  'vendorReturn.lineTwice': {
    en: '{part} of {number} is listed twice',
    es: '{part} de {number} aparece dos veces',
  },
  'vendorReturn.overReturn': {
    en: 'Only {left} of {part} received on {number} can still be returned',
    es: 'Solo se pueden devolver {left} de {part} recibido en {number}',
  },
  'vendorReturn.lotsRequired': {
    en: 'Say which batches or serial numbers of {part} go back',
    es: 'Indique qué lotes o números de serie de {part} se devuelven',
  },
  'vendorReturn.lotUnknown': {
    en: '{code} of {part} was not received on {number}',
    es: '{code} de {part} no se recibió en {number}',
  },
  'vendorReturn.reasonRequired': { en: 'Give a reason for the return', es: 'Indique el motivo de la devolución' },
  'vendorReturn.nothingOpen': {
    en: 'Nothing is left to settle on credit note {number}',
    es: 'No queda nada por liquidar en la nota de crédito {number}',
  },
  'vendorReturn.aboveOpen': {
    en: 'Only {open} is left on credit note {number}: a refund cannot be more',
    es: 'Solo quedan {open} en la nota de crédito {number}: un reembolso no puede ser mayor',
  },
  'vendorReturn.noBills': {
    en: 'The vendor has no open bills to take credit note {number} off',
    es: 'El proveedor no tiene facturas abiertas para descontar la nota de crédito {number}',
  },
  'vendorReturn.cancelled': {
    en: 'Credit note {number} is cancelled',
    es: 'La nota de crédito {number} está anulada',
  },
  'vendorReturn.cancelRefunded': {
    en: 'The vendor has refunded {refunded} on credit note {number}: it cannot be cancelled',
    es: 'El proveedor ya reembolsó {refunded} de la nota de crédito {number}: no se puede anular',
  },
  'vendorReturn.cancelReasonRequired': {
    en: 'Give a reason for cancelling the credit note',
    es: 'Indique el motivo de la anulación de la nota de crédito',
  },
} as const;
