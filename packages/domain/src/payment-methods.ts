/**
 * The payment method master (route payment-master; decision 050): per garage, the built-in methods of the
 * spec (orders 3.5) can be turned off or shown under another name, and the owner adds methods of their own
 * ("UPI", "Fleet card"), each of a base kind. A payment row stores the method's code: a built-in's code
 * (CASH, …) or `PM_<id>` for a garage's own method, so every sum by method (the account book) keeps an
 * owner's method apart under its own name. Pure: no clock, no I/O.
 */

/**
 * What a method is, for the books: CASH-like money lands in the drawer, CARD and BANK money in the bank
 * (cards settle to it), a CHEQUE once it clears; ON_ACCOUNT moves no money at all.
 */
export const PAYMENT_METHOD_KINDS = ['CASH', 'CARD', 'BANK', 'CHEQUE', 'ON_ACCOUNT'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** The kinds an owner's own method can take (a cheque's details and "on account" belong to the built-ins). */
export const CUSTOM_METHOD_KINDS = ['CASH', 'CARD', 'BANK'] as const satisfies readonly PaymentMethodKind[];
export type CustomMethodKind = (typeof CUSTOM_METHOD_KINDS)[number];

/** The spec's counter methods in the order they are offered, each with its kind and its names. */
export const BUILT_IN_PAYMENT_METHODS = [
  { code: 'CASH', kind: 'CASH', en: 'Cash', es: 'Efectivo' },
  { code: 'DEBIT_CARD', kind: 'CARD', en: 'Debit card', es: 'Tarjeta de débito' },
  { code: 'CREDIT_CARD', kind: 'CARD', en: 'Credit card', es: 'Tarjeta de crédito' },
  { code: 'CHEQUE', kind: 'CHEQUE', en: 'Cheque', es: 'Cheque' },
  { code: 'BANK_TRANSFER', kind: 'BANK', en: 'Bank transfer', es: 'Transferencia bancaria' },
  { code: 'PAYMENT_LINK', kind: 'CARD', en: 'Payment link', es: 'Enlace de pago' },
  { code: 'ON_ACCOUNT', kind: 'ON_ACCOUNT', en: 'On account', es: 'A cuenta' },
] as const satisfies ReadonlyArray<{ code: string; kind: PaymentMethodKind; en: string; es: string }>;
export type BuiltInMethodCode = (typeof BUILT_IN_PAYMENT_METHODS)[number]['code'];

/** Longest shown name of a method, and most methods of its own a garage keeps (decision 025's limits). */
export const PAYMENT_METHOD_NAME_MAX = 40;
export const CUSTOM_PAYMENT_METHOD_LIMIT = 30;

/** The code a payment row stores for a garage's own method, from its row id (never reused). */
export function customMethodCode(id: number): string {
  return `PM_${id}`;
}

/** The row id inside a garage's own method's code, or null for any other code. */
export function customMethodId(code: string): number | null {
  const m = /^PM_([1-9]\d{0,15})$/.exec(code);
  return m ? Number(m[1]) : null;
}

export function builtInMethod(code: string) {
  return BUILT_IN_PAYMENT_METHODS.find((m) => m.code === code) ?? null;
}

/**
 * A name is taken when another method of the garage already shows it, compared without case or
 * surrounding spaces: another method's chosen name, or a built-in's standard name in either language
 * while that built-in is not renamed (a custom "cash" beside Cash would split the drawer in two).
 */
export function nameTaken(
  name: string,
  methods: ReadonlyArray<{ code: string; name: string | null }>,
  selfCode?: string,
): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return methods.some((m) => {
    if (m.code === selfCode) return false;
    if (m.name !== null) return m.name.trim().toLocaleLowerCase() === wanted;
    const standard = builtInMethod(m.code);
    return standard !== null && [standard.en, standard.es].some((s) => s.toLocaleLowerCase() === wanted);
  });
}

/**
 * Why a payment part's method cannot be taken, as a message key, or null. `active` is the garage's active
 * methods by code (built-ins and its own); the customer's credit is not a master method and is always
 * allowed (its balance is checked apart); ON_ACCOUNT is no money and has its own action.
 */
export function methodProblem(
  code: string,
  active: ReadonlySet<string>,
): 'payment.onAccountNotMoney' | 'payment.methodInactive' | null {
  if (code === 'CUSTOMER_CREDIT') return null;
  if (code === 'ON_ACCOUNT') return 'payment.onAccountNotMoney';
  return active.has(code) ? null : 'payment.methodInactive';
}

/**
 * Methods of a garage's own given at registration and in the demo seed (decision 050, addendum), by country,
 * named in the garage's language: India's customers pay mostly by UPI, a bank method (a reference is asked).
 * The owner renames, turns off or deletes them like any method of their own.
 */
const SEEDED_PAYMENT_METHODS: Readonly<
  Record<string, ReadonlyArray<{ name: Readonly<Record<'en' | 'es', string>>; kind: CustomMethodKind }>>
> = {
  IN: [{ name: { en: 'UPI', es: 'UPI' }, kind: 'BANK' }],
};

export function seededPaymentMethods(
  countryCode: string,
  language: 'en' | 'es' = 'en',
): ReadonlyArray<{ name: string; kind: CustomMethodKind }> {
  return (SEEDED_PAYMENT_METHODS[countryCode.toUpperCase()] ?? []).map((m) => ({ name: m.name[language], kind: m.kind }));
}
