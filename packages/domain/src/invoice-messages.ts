/**
 * Texts of invoices, payments and dues (issue 13), kept in their own file and spread into MESSAGES.
 */
export const INVOICE_MESSAGES = {
  'invoice.notFound': { en: 'Invoice not found', es: 'Factura no encontrada' },
  'invoice.orderCancelled': {
    en: 'A cancelled order cannot be invoiced',
    es: 'Una orden cancelada no se puede facturar',
  },
  'invoice.notInvoiceable': {
    en: 'An order in status {status} cannot be invoiced',
    es: 'Una orden en estado {status} no se puede facturar',
  },
  'invoice.alreadyInvoiced': {
    en: 'This order already has invoice {number}',
    es: 'Esta orden ya tiene la factura {number}',
  },
  'invoice.editInvoiceRole': {
    en: 'This order is already due for payment: only the garage owner or someone who edits invoices can bill it',
    es: 'Esta orden ya está pendiente de pago: solo el propietario del taller o quien edita facturas puede facturarla',
  },
  'invoice.b2bTaxNumber': {
    en: "A B2B invoice needs the customer's tax number: add it to the customer first",
    es: 'Una factura B2B necesita el número fiscal del cliente: añádalo primero al cliente',
  },
  'invoice.zeroReasonRequired': {
    en: 'A bill of zero needs a reason (warranty, goodwill…)',
    es: 'Una factura de importe cero necesita un motivo (garantía, cortesía…)',
  },
  'invoice.zeroReasonNotZero': {
    en: 'A reason for a zero invoice was given, but this bill is not zero',
    es: 'Se indicó un motivo de factura cero, pero esta factura no es de importe cero',
  },
  'invoice.noLines': { en: 'An invoice needs at least one line', es: 'Una factura necesita al menos una línea' },
  'invoice.noLiveInvoice': {
    en: 'This order has no live invoice',
    es: 'Esta orden no tiene ninguna factura vigente',
  },
  'invoice.voidPaid': {
    en: 'This invoice has payments of {amount}: refund them before voiding it',
    es: 'Esta factura tiene pagos por {amount}: devuélvalos antes de anularla',
  },
  'invoice.void': { en: 'This invoice is void', es: 'Esta factura está anulada' },
  'invoice.noInsuranceShare': {
    en: 'No line of this order has an insurance share: set the insurance % of the lines the insurer pays',
    es: 'Ninguna línea de esta orden tiene parte del seguro: indique el % del seguro en las líneas que paga la aseguradora',
  },
  'invoice.insurerUnknown': {
    en: 'Choose one of the active insurance partners of this garage',
    es: 'Elija una de las aseguradoras activas de este taller',
  },
  'insurer.notFound': { en: 'Insurance partner not found', es: 'Aseguradora no encontrada' },
  'insurer.duplicate': {
    en: 'An insurance partner of this name already exists',
    es: 'Ya existe una aseguradora con este nombre',
  },
  'invoice.linkExpired': {
    // The link may be to an invoice, a receipt or a credit note; an expired or altered one says none.
    en: 'This document link has expired or is not valid. Ask the garage for a new one.',
    es: 'Este enlace al documento ha caducado o no es válido. Pida uno nuevo al taller.',
  },
  'invoice.noContact': {
    en: 'The customer has no {channel} on file: add it to the customer first',
    es: 'El cliente no tiene {channel} registrado: añádalo primero al cliente',
  },
  'invoice.shareText': {
    en: '{garage}: your invoice {number} of {amount}. View or download it: {url}',
    es: '{garage}: su factura {number} por {amount}. Véala o descárguela: {url}',
  },
  'invoice.shareSubject': { en: 'Invoice {number} from {garage}', es: 'Factura {number} de {garage}' },
  'receipt.shareText': {
    en: '{garage}: your receipt {number} of {amount}. View or download it: {url}',
    es: '{garage}: su recibo {number} por {amount}. Véalo o descárguelo: {url}',
  },
  'receipt.shareSubject': { en: 'Receipt {number} from {garage}', es: 'Recibo {number} de {garage}' },
  'credit.shareText': {
    en: '{garage}: your credit note {number} of {amount}. View or download it: {url}',
    es: '{garage}: su nota de crédito {number} por {amount}. Véala o descárguela: {url}',
  },
  'credit.shareSubject': { en: 'Credit note {number} from {garage}', es: 'Nota de crédito {number} de {garage}' },
  'invoice.summaryNothing': {
    en: 'This customer has no orders to bill between these days',
    es: 'Este cliente no tiene órdenes por facturar entre estos días',
  },
  'invoice.summaryTooMany': {
    en: 'More than 200 orders to bill: choose a shorter range',
    es: 'Más de 200 órdenes por facturar: elija un periodo más corto',
  },
  'credit.reasonRequired': { en: 'Say why the customer returns this', es: 'Indique por qué el cliente lo devuelve' },
  'credit.noLines': { en: 'Choose what is returned', es: 'Elija qué se devuelve' },
  'credit.lineUnknown': {
    en: 'Line {line} is not a line of this invoice',
    es: 'La línea {line} no es una línea de esta factura',
  },
  'credit.overQuantity': {
    en: 'Only {left} of {name} can still be returned',
    es: 'Solo quedan {left} de {name} por devolver',
  },
  'credit.nothingLeft': {
    en: 'Everything on this invoice has already been returned',
    es: 'Ya se ha devuelto todo lo de esta factura',
  },
  'credit.voidInvoice': { en: 'A void invoice cannot be credited', es: 'No se puede abonar una factura anulada' },
  'credit.notFound': { en: 'Credit note not found', es: 'Nota de crédito no encontrada' },
  'payment.creditShort': {
    en: "The customer's credit is {balance}: it cannot pay {amount}",
    es: 'El crédito del cliente es de {balance}: no puede pagar {amount}',
  },
  'payment.amountPositive': {
    en: 'A payment must be more than zero',
    es: 'Un pago debe ser mayor que cero',
  },
  'payment.chequeDetails': {
    en: 'A cheque needs its number, bank and date',
    es: 'Un cheque necesita su número, banco y fecha',
  },
  'payment.noParts': { en: 'Add at least one payment', es: 'Añada al menos un pago' },
  'payment.whichBill': {
    en: 'Say which invoice or order this payment is for',
    es: 'Indique a qué factura u orden corresponde este pago',
  },
  'payment.overpay': {
    en: 'This payment of {amount} is more than the {due} still due',
    es: 'Este pago de {amount} supera los {due} pendientes',
  },
  'payment.nothingDue': { en: 'Nothing is due on this bill', es: 'No hay nada pendiente en esta factura' },
  'payment.voidInvoice': {
    en: 'A void invoice cannot be paid',
    es: 'No se puede pagar una factura anulada',
  },
  'payment.noBills': { en: 'Choose at least one bill', es: 'Elija al menos una factura' },
  'payment.bulkLimit': {
    en: 'One payment can settle at most 50 bills',
    es: 'Un pago puede liquidar como máximo 50 facturas',
  },
  'payment.otherCustomer': {
    en: 'Every bill of one payment must be of the same customer',
    es: 'Todas las facturas de un pago deben ser del mismo cliente',
  },
  'payment.notFound': { en: 'Receipt not found', es: 'Recibo no encontrado' },
  // Payment method master and ON_ACCOUNT (decision 050).
  'paymentMethod.notFound': { en: 'Payment method not found', es: 'Forma de pago no encontrada' },
  'paymentMethod.unknown': { en: 'Unknown payment method', es: 'Forma de pago desconocida' },
  'paymentMethod.duplicate': {
    en: 'A payment method named "{name}" already exists',
    es: 'Ya existe una forma de pago llamada "{name}"',
  },
  'paymentMethod.limit': {
    en: 'A garage keeps at most {limit} payment methods of its own',
    es: 'Un taller puede tener como máximo {limit} formas de pago propias',
  },
  'paymentMethod.builtInDelete': {
    en: 'A built-in payment method cannot be deleted: turn it off instead',
    es: 'Una forma de pago predefinida no se puede eliminar: desactívela',
  },
  'paymentMethod.used': {
    en: 'Payments were taken with "{name}": turn it off instead of deleting it',
    es: 'Se han registrado pagos con "{name}": desactívela en lugar de eliminarla',
  },
  'paymentMethod.nameRequired': {
    en: 'A payment method of your own needs a name',
    es: 'Una forma de pago propia necesita un nombre',
  },
  'paymentMethod.formaPago': {
    en: "Choose the SAT payment form (c_FormaPago) from SAT's catalogue, e.g. 01 Efectivo, 03 Transferencia, 04 Tarjeta de crédito, 28 Tarjeta de débito",
    es: 'Elija la forma de pago del SAT (c_FormaPago) de su catálogo, p. ej. 01 Efectivo, 03 Transferencia, 04 Tarjeta de crédito, 28 Tarjeta de débito',
  },
  'paymentMethod.formaPagoMexico': {
    en: 'A SAT payment form (c_FormaPago) is stated by garages in Mexico only',
    es: 'Solo los talleres en México indican una forma de pago del SAT (c_FormaPago)',
  },
  'paymentMethod.formaPagoBuiltIn': {
    en: 'A built-in method states its own SAT payment form ({forma}): add a method of your own to state another one',
    es: 'Una forma de pago predefinida indica su propia forma de pago del SAT ({forma}): añada una propia para indicar otra',
  },
  'payment.methodInactive': {
    en: 'The payment method {method} is not active in this garage',
    es: 'La forma de pago {method} no está activa en este taller',
  },
  'credit.refundMethod': {
    en: 'A refund goes back in money: choose cash, card, transfer or another method of yours, or keep the amount as the customer’s credit',
    es: 'Un reembolso se devuelve en dinero: elija efectivo, tarjeta, transferencia u otra forma de pago suya, o guarde el importe como saldo a favor del cliente',
  },
  'payment.onAccountNotMoney': {
    en: 'On account is not a payment: put the bill on account instead',
    es: 'A cuenta no es un pago: deje la factura a cuenta',
  },
  'payment.onAccountOff': {
    en: 'On account is turned off in the payment methods of this garage',
    es: 'A cuenta está desactivado en las formas de pago de este taller',
  },
  'payment.notOnAccount': {
    en: 'This bill is not on account',
    es: 'Esta factura no está a cuenta',
  },
  'payment.onAccountPaidSince': {
    en: 'A payment was taken on {number} after it was put on account: it stays on account',
    es: 'Se cobró un pago de {number} después de ponerla a cuenta: sigue a cuenta',
  },
  'payment.onAccountDelivered': {
    en: 'Order {order} was delivered on account: take the payment of {number} instead',
    es: 'La orden {order} se entregó a cuenta: cobre el pago de {number} en su lugar',
  },
  'payment.alreadyOnAccount': {
    en: 'This bill is already on account',
    es: 'Esta factura ya está a cuenta',
  },
  // Refunding a payment (decision 064).
  'payment.refundReasonRequired': {
    en: 'Say why the payment is refunded',
    es: 'Indique por qué se devuelve el pago',
  },
  'payment.alreadyRefunded': {
    en: 'Receipt {number} was already refunded',
    es: 'El recibo {number} ya fue devuelto',
  },
  'payment.refundOfRefund': {
    en: 'Receipt {number} is money given back, not a payment: it cannot be refunded',
    es: 'El recibo {number} es un dinero devuelto, no un pago: no se puede devolver',
  },
  'payment.refundVoidInvoice': {
    en: 'Invoice {invoice} is void: its payments cannot be refunded',
    es: 'La factura {invoice} está anulada: sus pagos no se pueden devolver',
  },
  'payment.refundCredited': {
    en: 'Credit note {credit} of {invoice} already gave back more than was owed: this payment can no longer be refunded',
    es: 'La nota de crédito {credit} de {invoice} ya devolvió más de lo pendiente: este pago ya no se puede devolver',
  },
  'order.dueNotOnAccount': {
    en: 'This order still has money due: take the payment or put the bill on account before delivering it',
    es: 'Esta orden aún tiene un importe pendiente: cobre el pago o deje la factura a cuenta antes de entregarla',
  },
} as const;
