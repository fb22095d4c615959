import { MONEY_COLUMN, OUTSOURCE_DESCRIPTION_MAX, OUTSOURCE_STATUSES } from '@garage/domain';
import { z } from 'zod';
import { ORDER_PROGRESS_ROLES, OUTSOURCE_READ, PURCHASE_WRITE } from './access.ts';
import { calendarDate, decimalInput, IdParam, id, plainText } from './common.ts';
import { PageQuery, page } from './masters.ts';
import type { RouteDef } from './routes.ts';

// ---------- Outsourced work: a job sent to another workshop, its vendor bill (issue 14; decision 063) ----------

export const OutsourceBillInput = z.object({
  bill_number: plainText(40).pipe(z.string().min(1, { error: 'field.required' })),
  bill_date: calendarDate,
  /** Excluding tax; the tax of the category is computed by the server. */
  amount: decimalInput(MONEY_COLUMN).refine((v) => !v.startsWith('-') && Number(v) > 0, { error: 'outsource.amountPositive' }),
  tax_category_id: id.nullable().optional(),
});
export type OutsourceBillInput = z.input<typeof OutsourceBillInput>;

export const OutsourceWorkInput = z.object({
  order_id: id,
  vendor_id: id,
  description: plainText(OUTSOURCE_DESCRIPTION_MAX).pipe(z.string().min(1, { error: 'field.required' })),
  expected_back_day: calendarDate.nullable().optional(),
  note: plainText(1000).nullable().optional(),
});
export type OutsourceWorkInput = z.input<typeof OutsourceWorkInput>;

export const OutsourceReceiveInput = z.object({
  /** The vendor's bill, when it came with the work (needs a purchasing role as well). */
  bill: OutsourceBillInput.nullable().optional(),
  note: plainText(1000).nullable().optional(),
});
export type OutsourceReceiveInput = z.input<typeof OutsourceReceiveInput>;

export const OutsourceCancelInput = z.object({ reason: plainText(300).nullable().optional() });

export const OutsourceBillVoidInput = z.object({
  reason: plainText(200).refine((v) => v.trim().length > 0, { error: 'outsource.voidReasonRequired' }),
});
export type OutsourceBillVoidInput = z.input<typeof OutsourceBillVoidInput>;

export const OutsourceWork = z
  .object({
    outsource_work_id: z.number(),
    work_number: z.string(),
    order_id: z.number(),
    order_number: z.string(),
    reg_number: z.string().nullable(),
    vendor_id: z.number(),
    vendor_name: z.string(),
    description: z.string(),
    sent_day: z.string(),
    expected_back_day: z.string().nullable(),
    received_day: z.string().nullable(),
    status: z.enum(OUTSOURCE_STATUSES),
    /** Still out after its expected back day (garage's today). */
    overdue: z.boolean(),
    note: z.string().nullable(),
    created_by_name: z.string().nullable(),
    created_at: z.string(),
    received_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    /** The vendor's bill (a vendor bill owed in vendor dues); amounts null for PRICE_VIEW_RESTRICTED. */
    bill: z
      .object({
        stock_in_id: z.number(),
        bill_number: z.string().nullable(),
        bill_date: z.string().nullable(),
        sub_total: z.string().nullable(),
        tax_total: z.string().nullable(),
        grand_total: z.string().nullable(),
        paid_amount: z.string().nullable(),
        due_amount: z.string().nullable(),
        /** Voided while unpaid (decision 063, addendum): owed no more; a new bill can be recorded. */
        voided_at: z.string().nullable(),
        void_reason: z.string().nullable(),
      })
      .nullable(),
    prices_hidden: z.boolean(),
  })
  .meta({ id: 'OutsourceWork' });
export type OutsourceWork = z.infer<typeof OutsourceWork>;
export const OutsourceWorkList = z.array(OutsourceWork);
export const OutsourceWorkPage = page(OutsourceWork);
export const OutsourceWorkQuery = PageQuery.extend({
  status: z.enum(OUTSOURCE_STATUSES).optional(),
  vendor_id: z.coerce.number().int().positive().optional(),
  /** OW number, order number, vendor or description; partial. */
  q: z.string().trim().max(60).optional(),
});
export type OutsourceWorkQuery = z.input<typeof OutsourceWorkQuery>;

export const outsourceRoutes = {
  searchOutsourceWork: {
    method: 'GET',
    path: '/api/oms/outsource_work',
    auth: 'garage',
    roles: OUTSOURCE_READ,
    summary: 'Outsourced work of this garage (outsource work), newest first, by status, vendor or text; paged from 0',
    tags: ['outsource'],
    query: OutsourceWorkQuery,
    response: OutsourceWorkPage,
  },
  createOutsourceWork: {
    method: 'POST',
    path: '/api/oms/outsource_work',
    auth: 'garage',
    roles: ORDER_PROGRESS_ROLES,
    summary: 'Send a job of an open repair order to another workshop (a vendor), numbered OW-n. Accepts Idempotency-Key.',
    tags: ['outsource'],
    body: OutsourceWorkInput,
    response: OutsourceWork,
    status: 201,
  },
  orderOutsourceWork: {
    method: 'GET',
    path: '/api/oms/order/{id}/outsource_work',
    auth: 'garage',
    roles: OUTSOURCE_READ,
    summary: "A repair order's outsourced work, oldest first",
    tags: ['outsource'],
    params: IdParam,
    response: OutsourceWorkList,
  },
  getOutsourceWork: {
    method: 'GET',
    path: '/api/oms/outsource_work/{id}',
    auth: 'garage',
    roles: OUTSOURCE_READ,
    summary: 'One outsourced work with its vendor bill',
    tags: ['outsource'],
    params: IdParam,
    response: OutsourceWork,
  },
  receiveOutsourceWork: {
    method: 'PUT',
    path: '/api/oms/outsource_work/{id}/receive',
    auth: 'garage',
    roles: ORDER_PROGRESS_ROLES,
    summary:
      "Mark work back from the workshop (SENT → RECEIVED), optionally with the vendor's bill (then a purchasing role is needed as well)",
    tags: ['outsource'],
    params: IdParam,
    body: OutsourceReceiveInput,
    response: OutsourceWork,
  },
  recordOutsourceBill: {
    method: 'PUT',
    path: '/api/oms/outsource_work/{id}/bill',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary:
      "Record the vendor's bill of received work: a vendor bill (tax computed by the server) owed in vendor dues and paid with outgoing payments; once",
    tags: ['outsource'],
    params: IdParam,
    body: OutsourceBillInput,
    response: OutsourceWork,
  },
  voidOutsourceBill: {
    method: 'PUT',
    path: '/api/oms/outsource_work/{id}/bill/void',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary:
      "Void the vendor's bill of outsourced work while nothing was paid or credited on it: it leaves vendor dues and a new bill can be recorded",
    tags: ['outsource'],
    params: IdParam,
    body: OutsourceBillVoidInput,
    response: OutsourceWork,
  },
  cancelOutsourceWork: {
    method: 'PUT',
    path: '/api/oms/outsource_work/{id}/cancel',
    auth: 'garage',
    roles: ORDER_PROGRESS_ROLES,
    summary: 'Cancel work still out (SENT → CANCELLED)',
    tags: ['outsource'],
    params: IdParam,
    body: OutsourceCancelInput,
    response: OutsourceWork,
  },
} as const satisfies Record<string, RouteDef>;
