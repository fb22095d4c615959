import { PaymentMethodCreate, PaymentMethodUpdate } from '@garage/contract';
import type { CustomMethodKind } from '@garage/domain';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { PaymentMethod, PaymentMethodUpdateBody } from '../../lib/invoices/payment-methods-api.ts';

/**
 * The master's form (decision 050): a name, a kind for the garage's own methods, on or off, and in Mexico
 * the SAT form (c_FormaPago) a method of the garage's own states on CFDIs ('': its kind's).
 */
export interface MethodValues extends Record<string, unknown> {
  name: string;
  kind: CustomMethodKind;
  active: boolean;
  forma_pago: string;
}

export function methodValues(method: PaymentMethod | null): MethodValues {
  const kind = method?.kind;
  return {
    name: method?.name ?? '',
    kind: kind === 'CARD' || kind === 'BANK' ? kind : 'CASH',
    active: method?.active ?? true,
    forma_pago: method?.forma_pago ?? '',
  };
}

/**
 * The body of the add (name and kind) or of the change (a built-in's empty name gives back its standard
 * name; its kind is fixed), checked by the contract's own schemas. `mexico`: a method of the garage's own
 * sends its SAT form too (null: its kind's); elsewhere, and for a built-in, none is sent.
 */
export function checkMethod(method: PaymentMethod | null, values: MethodValues, mexico = false): Check<PaymentMethodUpdateBody> {
  const name = values.name.trim();
  const own = !method || method.custom;
  if (own && !name) return { ok: false, issues: [{ path: ['name'], message: 'field.required' }] };
  const forma = own && mexico ? { forma_pago: values.forma_pago || null } : {};
  const body = method
    ? { name: name || null, active: values.active, ...(method.custom ? { kind: values.kind } : {}), ...forma }
    : { name, kind: values.kind, active: values.active, ...forma };
  const parsed = (method ? PaymentMethodUpdate : PaymentMethodCreate).safeParse(body);
  if (!parsed.success)
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })) };
  return { ok: true, body: body as PaymentMethodUpdateBody };
}
