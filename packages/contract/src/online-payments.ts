import { MONEY_COLUMN, ONLINE_PAYMENT_PROVIDERS, ONLINE_PAYMENT_STATUSES } from '@garage/domain';
import { z } from 'zod';
import { ANY_MEMBER, ONLINE_PAYMENT_CREATE, ONLINE_PAYMENT_READ } from './access.ts';
import { decimalInput, idText } from './common.ts';
import { PageQuery, page } from './masters.ts';
import type { RouteDef } from './routes.ts';

// ---------- Online payment: payment links of invoices (spec "Online Payment"; decision 046) ----------

/**
 * A payment link for a bill: the amount (the whole due when left out, never more than the due) and,
 * with is_notification_required, the link sent to the customer's stored mobile (SMS or WhatsApp) or
 * e-mail through the outbox. The address is never taken from the request.
 */
export const OnlinePaymentCreate = z.object({
  invoice_id: z.number().int().positive(),
  amount: decimalInput(MONEY_COLUMN).optional(),
  is_notification_required: z.boolean().default(false),
  channel: z.enum(['SMS', 'WHATSAPP', 'EMAIL']).default('SMS'),
  language: z.enum(['en', 'es']).optional(),
});
export type OnlinePaymentCreate = z.input<typeof OnlinePaymentCreate>;

export const OnlinePayment = z
  .object({
    online_payment_id: z.number(),
    /** The random id in the checkout and return addresses. */
    public_id: z.string(),
    invoice_id: z.number(),
    invoice_number: z.string(),
    order_id: z.number(),
    customer_name: z.string(),
    amount: z.string(),
    currency_code: z.string(),
    status: z.enum(ONLINE_PAYMENT_STATUSES),
    provider: z.enum(ONLINE_PAYMENT_PROVIDERS),
    provider_reference: z.string().nullable(),
    checkout_url: z.string().nullable(),
    /** The receipt of the money once it was recorded (status SUCCESS). */
    receipt_id: z.number().nullable(),
    /** Why a payment failed or needs a refund. */
    failure_reason: z.string().nullable(),
    /** Where the link was sent, null when it was only made. */
    sent_to: z.string().nullable(),
    expires_at: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'OnlinePayment' });
export type OnlinePayment = z.infer<typeof OnlinePayment>;

export const OnlinePaymentListQuery = PageQuery.extend({
  status: z.enum(ONLINE_PAYMENT_STATUSES).optional(),
  invoice_id: z.coerce.number().int().positive().optional(),
});
export type OnlinePaymentListQuery = z.input<typeof OnlinePaymentListQuery>;
export const OnlinePaymentPage = page(OnlinePayment);
export type OnlinePaymentPage = z.infer<typeof OnlinePaymentPage>;

/** Whether the garage takes payments online now (the sidebar's "Online Payment" entry; spec 2.3). */
export const OnlinePaymentCheck = z.object({
  active: z.boolean(),
  provider: z.enum(ONLINE_PAYMENT_PROVIDERS).nullable(),
});
export type OnlinePaymentCheck = z.infer<typeof OnlinePaymentCheck>;

/** What the payer's return page shows (public: the random id is the key). */
export const OnlinePaymentReturn = z.object({
  public_id: z.string(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  garage_name: z.string(),
  invoice_number: z.string(),
  amount: z.string(),
  currency_code: z.string(),
  country_code: z.string(),
  rounding_digits: z.number(),
  time_zone: z.string(),
  provider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  updated_at: z.string(),
});
export type OnlinePaymentReturn = z.infer<typeof OnlinePaymentReturn>;

export const PublicIdParam = z.object({ public_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const WebhookParams = z.object({ provider: z.enum(['sandbox', 'stripe']) });
export const WebhookAnswer = z.object({ received: z.boolean(), status: z.enum(ONLINE_PAYMENT_STATUSES).nullable() });

export const onlinePaymentRoutes = {
  createOnlinePayment: {
    method: 'POST',
    path: '/api/oms/online_payment',
    auth: 'garage',
    roles: ONLINE_PAYMENT_CREATE,
    summary:
      "A payment link for a bill (the whole due by default, never more): a checkout session of the configured provider (ONLINE_PAYMENT_PROVIDER). With is_notification_required the link is sent to the customer's stored mobile or e-mail. 409 when online payment is off, the bill is void or nothing is due.",
    tags: ['payments'],
    body: OnlinePaymentCreate,
    response: OnlinePayment,
    status: 201,
  },
  onlinePaymentCheck: {
    method: 'GET',
    path: '/api/oms/integrate/online_payment/check',
    auth: 'garage',
    roles: ANY_MEMBER,
    summary: 'Whether the garage has an active online-payment integration (the sidebar shows "Online Payment" then)',
    tags: ['payments'],
    response: OnlinePaymentCheck,
  },
  listOnlinePayments: {
    method: 'GET',
    path: '/api/oms/online_payment',
    auth: 'garage',
    roles: ONLINE_PAYMENT_READ,
    summary: "The garage's payment links, newest first, paged from 0; by status or invoice",
    tags: ['payments'],
    query: OnlinePaymentListQuery,
    response: OnlinePaymentPage,
  },
  getOnlinePayment: {
    method: 'GET',
    path: '/api/oms/online_payment/{id}',
    auth: 'garage',
    roles: ONLINE_PAYMENT_READ,
    summary: 'One payment link and its transaction status',
    tags: ['payments'],
    params: z.object({ id: idText }),
    response: OnlinePayment,
  },
  onlinePaymentReturn: {
    method: 'GET',
    path: '/api/public/online_payment/{public_id}',
    // The payer comes back from the checkout without signing in: the random id of the link is the key.
    auth: 'public',
    roles: [],
    summary: 'What the payment-success and payment-cancelled pages show: garage, invoice number, amount and status',
    tags: ['payments'],
    params: PublicIdParam,
    response: OnlinePaymentReturn,
  },
  onlinePaymentWebhook: {
    method: 'POST',
    path: '/api/oms/online_payment/webhook/{provider}',
    // Called by the provider (and by the sandbox checkout page): the signature over the raw body is the key.
    auth: 'public',
    roles: [],
    summary:
      "A provider's payment notification. The signature over the raw body is checked (sandbox: x-sandbox-signature, HMAC-SHA256 with ONLINE_PAYMENT_WEBHOOK_SECRET; stripe: stripe-signature); 400 and nothing written when it fails. Idempotent: a replayed event changes nothing.",
    tags: ['payments'],
    params: WebhookParams,
    response: WebhookAnswer,
    bodyLimit: 256 * 1024,
  },
} as const satisfies Record<string, RouteDef>;
