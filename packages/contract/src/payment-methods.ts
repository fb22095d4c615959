import { CUSTOM_METHOD_KINDS, METHOD_FORMAS_PAGO, PAYMENT_METHOD_KINDS, PAYMENT_METHOD_NAME_MAX } from '@garage/domain';
import { z } from 'zod';
import { ACCOUNTS_MANAGE, INVOICE_READ, PAYMENT_TAKE } from './access.ts';
import { plainText } from './common.ts';
import { Invoice, MethodCode } from './invoices.ts';
import type { RouteDef } from './routes.ts';

// ---------- Payment method master (route payment-master; decision 050) ----------

export const PaymentMethodView = z
  .object({
    code: z.string(),
    /** A garage's own method (it can be deleted while no payment uses it). */
    custom: z.boolean(),
    kind: z.enum(PAYMENT_METHOD_KINDS),
    /** The name the garage gave it; null on a built-in shown under its standard name (in the reader's language). */
    name: z.string().nullable(),
    active: z.boolean(),
    /** Payments were taken with it: it can be turned off, never deleted. */
    used: z.boolean(),
    /**
     * Mexico: the SAT c_FormaPago the owner chose for a method of the garage's own; null when none was
     * chosen (its kind's: CASH 01, CARD 04, BANK 03) and on a built-in (its fixed form). `formaPagoOf`
     * (domain) gives the form a CFDI states.
     */
    forma_pago: z.string().nullable(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethodView = z.infer<typeof PaymentMethodView>;
export const PaymentMethodList = z.array(PaymentMethodView);

const methodName = plainText(PAYMENT_METHOD_NAME_MAX);
/** A c_FormaPago a garage's own method may state (99 "Por definir" is no form of money received). */
const methodForma = z.enum(METHOD_FORMAS_PAGO, { error: 'paymentMethod.formaPago' });

/**
 * A garage's own method: its name, what kind of money it is (for the books) and, in Mexico only, the SAT
 * form its CFDIs state (absent or null: its kind's).
 */
export const PaymentMethodCreate = z.object({
  name: methodName.pipe(z.string().min(1, { error: 'field.required' })),
  kind: z.enum(CUSTOM_METHOD_KINDS),
  active: z.boolean().default(true),
  forma_pago: methodForma.nullable().optional(),
});
export type PaymentMethodCreate = z.input<typeof PaymentMethodCreate>;

/**
 * Rename, turn on or off. A built-in's name may be null or empty (its standard name again); a garage's
 * own method keeps a name and may change its kind and, in Mexico, its SAT form (null: its kind's again;
 * absent: unchanged).
 */
export const PaymentMethodUpdate = z.object({
  name: methodName.nullable().optional(),
  kind: z.enum(CUSTOM_METHOD_KINDS).optional(),
  active: z.boolean(),
  forma_pago: methodForma.nullable().optional(),
});
export type PaymentMethodUpdate = z.input<typeof PaymentMethodUpdate>;

export const PaymentMethodListQuery = z.object({
  /** The master screen lists the inactive methods too; payment forms only the active ones. */
  include_inactive: z.stringbool().optional(),
});

/** ON_ACCOUNT on one bill: the customer takes the vehicle on account; the amount stays due. */
export const OnAccountCreate = z.object({
  note: plainText(300).nullable().optional(),
});
export type OnAccountCreate = z.input<typeof OnAccountCreate>;
/** Taking a bill off account again (decision 050, addendum): why, optionally. */
export const OnAccountUndo = z.object({
  note: plainText(300).nullable().optional(),
});
export type OnAccountUndo = z.input<typeof OnAccountUndo>;

const CodeParam = z.object({ code: MethodCode });

export const paymentMethodRoutes = {
  listPaymentMethods: {
    method: 'GET',
    path: '/api/oms/payment_method',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      "This garage's payment methods: the built-ins (as renamed or turned off here) and its own, in the order offered; the active ones only unless include_inactive",
    tags: ['payments'],
    query: PaymentMethodListQuery,
    response: PaymentMethodList,
  },
  createPaymentMethod: {
    method: 'POST',
    path: '/api/oms/payment_method',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary:
      "Add a payment method of this garage (e.g. UPI) of a kind (CASH, CARD, BANK). Names are unique in the garage in any case, built-in names included; at most 30. Mexico: forma_pago, the SAT c_FormaPago its CFDIs state (default: the kind's, CASH 01, CARD 04, BANK 03); refused elsewhere.",
    tags: ['payments'],
    body: PaymentMethodCreate,
    response: PaymentMethodView,
    status: 201,
  },
  updatePaymentMethod: {
    method: 'PUT',
    path: '/api/oms/payment_method/{code}',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary:
      "Rename a payment method for display or turn it on or off (a built-in too); payments already taken keep it. Mexico: a garage's own method's SAT forma_pago (null: the kind's).",
    tags: ['payments'],
    params: CodeParam,
    body: PaymentMethodUpdate,
    response: PaymentMethodView,
  },
  deletePaymentMethod: {
    method: 'DELETE',
    path: '/api/oms/payment_method/{code}',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary:
      "Delete a garage's own payment method no payment used (a used one can only be turned off; built-ins only turned off)",
    tags: ['payments'],
    params: CodeParam,
    response: z.object({ deleted: z.boolean() }),
  },
  putOnAccount: {
    method: 'POST',
    path: '/api/oms/invoice/{id}/on_account',
    auth: 'garage',
    roles: PAYMENT_TAKE,
    summary:
      "ON_ACCOUNT: the customer takes the vehicle on account. No money and no receipt: the bill's due stays owed (dues, ageing), and its order may be delivered (COMPLETED) once every live bill of it is paid or on account. Needs the garage's ON_ACCOUNT method active.",
    tags: ['payments'],
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: OnAccountCreate,
    response: Invoice,
  },
  takeOffAccount: {
    method: 'POST',
    path: '/api/oms/invoice/{id}/on_account/undo',
    auth: 'garage',
    roles: PAYMENT_TAKE,
    summary:
      'Take a bill off account again, while no payment was taken on it since and its order was not delivered on it: the due is unchanged, and the order can no longer be delivered until paid or put on account again',
    tags: ['payments'],
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: OnAccountUndo,
    response: Invoice,
  },
} as const satisfies Record<string, RouteDef>;
