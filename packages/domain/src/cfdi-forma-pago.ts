/**
 * SAT's c_FormaPago (how money was paid) and which form each of a garage's payment methods states on a
 * CFDI (decisions 048 and 050, addenda). The built-ins have a fixed form; a garage's own method states the
 * form its owner chose for it, or its kind's. Pure: no I/O.
 */
import { builtInMethod, type PaymentMethodKind } from './payment-methods.ts';

/**
 * c_FormaPago as SAT publishes it (the catalogue of Anexo 20), in its order, with an English gloss for the
 * screen. A list, not an object: numeric keys ("12") would be enumerated before "01".
 */
export const CFDI_FORMAS_PAGO = [
  { code: '01', es: 'Efectivo', en: 'Cash' },
  { code: '02', es: 'Cheque nominativo', en: 'Nominative cheque' },
  { code: '03', es: 'Transferencia electrónica de fondos', en: 'Electronic funds transfer' },
  { code: '04', es: 'Tarjeta de crédito', en: 'Credit card' },
  { code: '05', es: 'Monedero electrónico', en: 'Electronic purse' },
  { code: '06', es: 'Dinero electrónico', en: 'Electronic money' },
  { code: '08', es: 'Vales de despensa', en: 'Grocery vouchers' },
  { code: '12', es: 'Dación en pago', en: 'Payment in kind' },
  { code: '13', es: 'Pago por subrogación', en: 'Payment by subrogation' },
  { code: '14', es: 'Pago por consignación', en: 'Payment by consignment' },
  { code: '15', es: 'Condonación', en: 'Debt forgiveness' },
  { code: '17', es: 'Compensación', en: 'Set-off' },
  { code: '23', es: 'Novación', en: 'Novation' },
  { code: '24', es: 'Confusión', en: 'Merger of debtor and creditor' },
  { code: '25', es: 'Remisión de deuda', en: 'Debt remission' },
  { code: '26', es: 'Prescripción o caducidad', en: 'Prescription or expiry' },
  { code: '27', es: 'A satisfacción del acreedor', en: "To the creditor's satisfaction" },
  { code: '28', es: 'Tarjeta de débito', en: 'Debit card' },
  { code: '29', es: 'Tarjeta de servicios', en: 'Service card' },
  { code: '30', es: 'Aplicación de anticipos', en: 'Application of advances' },
  { code: '31', es: 'Intermediario pagos', en: 'Payment intermediary' },
  { code: '99', es: 'Por definir', en: 'To be defined' },
] as const;
export type CfdiFormaPago = (typeof CFDI_FORMAS_PAGO)[number]['code'];

export const FORMA_PAGO_POR_DEFINIR = '99';

/**
 * The forms a garage's own method can state: every c_FormaPago but 99 "Por definir" — a method is money
 * received, and a payment complement must say how it was paid.
 */
export const METHOD_FORMAS_PAGO = CFDI_FORMAS_PAGO.map((f) => f.code).filter((code) => code !== FORMA_PAGO_POR_DEFINIR) as [
  Exclude<CfdiFormaPago, '99'>,
  ...Array<Exclude<CfdiFormaPago, '99'>>,
];
export type MethodFormaPago = (typeof METHOD_FORMAS_PAGO)[number];

/** Our built-in methods (and the two ways of paying that are not master methods) as c_FormaPago. */
export const FORMA_PAGO: Readonly<Record<string, CfdiFormaPago>> = {
  CASH: '01',
  CHEQUE: '02',
  BANK_TRANSFER: '03',
  CREDIT_CARD: '04',
  // A payment link is a card checkout.
  PAYMENT_LINK: '04',
  LOYALTY_POINT: '05',
  // A customer's credit from a credit note settles the bill by compensation.
  CUSTOMER_CREDIT: '17',
  DEBIT_CARD: '28',
  ON_ACCOUNT: '99',
};

/**
 * The form a garage's own method states when its owner chose none: cash is 01 Efectivo, a card 04 Tarjeta
 * de crédito (the form of most terminals; choose 28 for a debit-only one), a bank method 03 Transferencia.
 */
export const KIND_FORMA_PAGO = { CASH: '01', CARD: '04', BANK: '03' } as const satisfies Partial<
  Record<PaymentMethodKind, MethodFormaPago>
>;

export function isMethodFormaPago(value: unknown): value is MethodFormaPago {
  return typeof value === 'string' && (METHOD_FORMAS_PAGO as readonly string[]).includes(value);
}

/**
 * The c_FormaPago a method states: a built-in's own; a garage's own method's chosen form, or its kind's.
 * Null only for a code that is neither (a method that does not exist).
 */
export function formaPagoOf(method: { code: string; kind: PaymentMethodKind; forma_pago?: string | null }): CfdiFormaPago | null {
  if (builtInMethod(method.code) || method.code in FORMA_PAGO) return FORMA_PAGO[method.code] ?? null;
  if (isMethodFormaPago(method.forma_pago)) return method.forma_pago;
  return method.kind in KIND_FORMA_PAGO ? KIND_FORMA_PAGO[method.kind as keyof typeof KIND_FORMA_PAGO] : null;
}

/** "04 Tarjeta de crédito" (SAT's name in Spanish; the English gloss beside it for an English reader). */
export function formaPagoLabel(code: string, language: 'en' | 'es'): string {
  const entry = CFDI_FORMAS_PAGO.find((f) => f.code === code);
  if (!entry) return code;
  return language === 'es' ? `${code} ${entry.es}` : `${code} ${entry.es} (${entry.en})`;
}
