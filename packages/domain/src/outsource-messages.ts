/** Texts of outsourced work (issue 14, decision 063), spread into MESSAGES. */
export const OUTSOURCE_MESSAGES = {
  'outsource.notFound': { en: 'Outsourced work not found', es: 'Trabajo externo no encontrado' },
  'outsource.orderNotFound': { en: 'Repair order not found', es: 'Orden de reparación no encontrada' },
  'outsource.orderClosed': {
    en: 'Order {number} is {status}: work can no longer be sent out for it',
    es: 'La orden {number} está en {status}: ya no se puede enviar trabajo externo para ella',
  },
  'outsource.notSent': {
    en: '{number} is {status}: only work still out can be received or cancelled',
    es: '{number} está en {status}: solo el trabajo que sigue fuera se puede recibir o cancelar',
  },
  'outsource.billTwice': {
    en: 'The vendor bill of {number} is already recorded',
    es: 'La factura del proveedor de {number} ya está registrada',
  },
  'outsource.billNotReceived': {
    en: 'Record the bill of {number} once the work is back',
    es: 'Registre la factura de {number} cuando el trabajo haya vuelto',
  },
  'outsource.expectedBeforeSent': {
    en: 'The expected back date cannot be before the day the work was sent',
    es: 'La fecha prevista de vuelta no puede ser anterior al día de envío',
  },
  'outsource.billDayFuture': { en: 'A bill cannot be dated after today', es: 'Una factura no puede tener fecha posterior a hoy' },
  'outsource.amountPositive': { en: 'Enter the amount of the bill', es: 'Introduzca el importe de la factura' },
  'outsource.taxUnknown': { en: 'Tax category not found', es: 'Categoría de impuesto no encontrada' },
  'outsource.noBill': {
    en: 'No vendor bill is recorded for {number}',
    es: 'No hay factura del proveedor registrada para {number}',
  },
  'outsource.billPaid': {
    en: 'Bill {bill} of {number} has {paid} paid on it: a paid bill cannot be voided',
    es: 'La factura {bill} de {number} tiene {paid} pagados: una factura pagada no se puede anular',
  },
  'outsource.billCredited': {
    en: 'Credit note money ({credited}) was taken off bill {bill} of {number}: cancel that credit note before voiding the bill',
    es: 'Se descontó una nota de crédito ({credited}) de la factura {bill} de {number}: anule esa nota antes de anular la factura',
  },
  'outsource.voidReasonRequired': {
    en: 'Give a reason for voiding the bill',
    es: 'Indique el motivo de la anulación de la factura',
  },
} as const;
