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
} as const;

export const OUTSOURCE_FIELD_LABELS: Record<string, { en: string; es: string }> = {
  expected_back_day: { en: 'Expected back', es: 'Vuelta prevista' },
};
