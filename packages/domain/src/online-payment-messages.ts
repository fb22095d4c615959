/** Texts of online payment links and the sandbox checkout page (decision 046), spread into MESSAGES. */
export const ONLINE_PAYMENT_MESSAGES = {
  'onlinePayment.off': {
    en: 'Online payment is not set up on this server',
    es: 'El pago en línea no está configurado en este servidor',
  },
  'onlinePayment.notFound': { en: 'Payment link not found', es: 'Enlace de pago no encontrado' },
  'onlinePayment.badSignature': {
    en: 'The payment notification is not signed correctly',
    es: 'La notificación de pago no está firmada correctamente',
  },
  'onlinePayment.unknownProvider': { en: 'Unknown payment provider', es: 'Proveedor de pago desconocido' },
  'onlinePayment.providerFailed': {
    en: 'The payment provider could not create the link; try again in a moment',
    es: 'El proveedor de pago no pudo crear el enlace; vuelva a intentarlo en un momento',
  },
  'onlinePayment.amountPositive': {
    en: 'The amount of a payment link must be more than zero',
    es: 'El importe de un enlace de pago debe ser mayor que cero',
  },
  'onlinePayment.shareText': {
    en: '{garage}: pay invoice {number} ({amount}) online: {url}',
    es: '{garage}: pague la factura {number} ({amount}) en línea: {url}',
  },
  'onlinePayment.shareSubject': {
    en: 'Pay invoice {number} from {garage}',
    es: 'Pague la factura {number} de {garage}',
  },
  'checkout.title': { en: 'Pay invoice {number}', es: 'Pagar la factura {number}' },
  'checkout.testMode': {
    en: 'TEST MODE — no real money moves',
    es: 'MODO DE PRUEBA — no se mueve dinero real',
  },
  'checkout.testModeHint': {
    en: 'This is the sandbox checkout of the garage software. Pay marks the invoice paid as if a card had been charged.',
    es: 'Este es el pago de prueba del software del taller. Pagar marca la factura como pagada como si se hubiera cobrado una tarjeta.',
  },
  'checkout.garage': { en: 'Garage', es: 'Taller' },
  'checkout.invoice': { en: 'Invoice', es: 'Factura' },
  'checkout.amount': { en: 'Amount', es: 'Importe' },
  'checkout.pay': { en: 'Pay {amount}', es: 'Pagar {amount}' },
  'checkout.cancel': { en: 'Cancel', es: 'Cancelar' },
  'checkout.closed': {
    en: 'This payment link is no longer open ({status}).',
    es: 'Este enlace de pago ya no está abierto ({status}).',
  },
  'checkout.notFound': {
    en: 'This payment link does not exist.',
    es: 'Este enlace de pago no existe.',
  },
  'checkout.failed': {
    en: 'The payment could not be completed. Nothing was charged.',
    es: 'No se pudo completar el pago. No se cobró nada.',
  },
} as const;
