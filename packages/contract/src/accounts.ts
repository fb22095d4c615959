import {
  AGEING_BUCKETS,
  EXPENSE_ATTACHMENT_LIMIT,
  EXPENSE_PAYMENT_METHODS,
  EXPENSE_STATUSES,
  MONEY_COLUMN,
} from '@garage/domain';
import { z } from 'zod';
import { ACCOUNTS_MANAGE } from './access.ts';
import { calendarDate, decimalInput, IdParam, plainText } from './common.ts';
import { PageQuery, page } from './masters.ts';
import type { RouteDef } from './routes.ts';

// ---------- Accounts (issue 13; decision 045): expense labels, expenses, account book, summary ----------

export const ExpenseLabelInput = z.object({
  name: plainText(60).pipe(z.string().min(1, { error: 'field.required' })),
  active: z.boolean().default(true),
});
export type ExpenseLabelInput = z.input<typeof ExpenseLabelInput>;
export const ExpenseLabel = z.object({ id: z.number(), name: z.string(), active: z.boolean() }).meta({ id: 'ExpenseLabel' });
export type ExpenseLabel = z.infer<typeof ExpenseLabel>;
export const ExpenseLabelList = z.array(ExpenseLabel);
export const ExpenseLabelQuery = z.object({ include_inactive: z.stringbool().optional() });

const positiveAmount = decimalInput(MONEY_COLUMN).refine((v) => !v.startsWith('-') && Number(v) > 0, {
  error: 'expense.amountPositive',
});
/** The key of an uploaded document (the last segment of its /api/document/file/{key} address). */
const documentKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'expense.attachmentUnknown' });

/**
 * An expense as the form sends it (add-new-expense). PAID needs its method and is paid on its day;
 * CREDIT is owed to the payee until marked paid. Attachments are keys of documents uploaded first
 * (document/image/upload with one flow_id per form: 5 MB a file, 15 MB the flow).
 */
export const ExpenseInput = z
  .object({
    expense_date: calendarDate,
    label_id: z.number().int().positive(),
    amount: positiveAmount,
    status: z.enum(EXPENSE_STATUSES),
    payment_method: z.enum(EXPENSE_PAYMENT_METHODS).nullable().optional(),
    payee: plainText(120).nullable().optional(),
    reference: plainText(60).nullable().optional(),
    note: plainText(500).nullable().optional(),
    attachments: z.array(documentKey).max(EXPENSE_ATTACHMENT_LIMIT, { error: 'expense.tooManyAttachments' }).default([]),
  })
  .refine((e) => e.status !== 'PAID' || !!e.payment_method, {
    error: 'expense.methodRequired',
    path: ['payment_method'],
  });
export type ExpenseInput = z.input<typeof ExpenseInput>;

/** Marks a CREDIT expense paid: how, and on which garage-local day (today when left out). */
export const ExpensePay = z.object({
  payment_method: z.enum(EXPENSE_PAYMENT_METHODS),
  paid_date: calendarDate.optional(),
  reference: plainText(60).nullable().optional(),
});
export type ExpensePay = z.input<typeof ExpensePay>;

export const ExpenseActivity = z.object({
  action: z.string(),
  user_id: z.number(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

export const ExpenseSummary = z
  .object({
    expense_id: z.number(),
    expense_number: z.string(),
    expense_date: z.string(),
    label_id: z.number(),
    label_name: z.string(),
    amount: z.string(),
    status: z.enum(EXPENSE_STATUSES),
    payment_method: z.enum(EXPENSE_PAYMENT_METHODS).nullable(),
    /** The garage-local day the money went out (null while CREDIT). */
    paid_date: z.string().nullable(),
    payee: z.string().nullable(),
    reference: z.string().nullable(),
    attachment_count: z.number(),
  })
  .meta({ id: 'ExpenseSummary' });
export type ExpenseSummary = z.infer<typeof ExpenseSummary>;

export const Expense = ExpenseSummary.extend({
  note: z.string().nullable(),
  attachments: z.array(z.object({ key: z.string(), url: z.string(), mime: z.string(), size: z.number() })),
  created_at: z.string(),
  activity: z.array(ExpenseActivity),
}).meta({ id: 'Expense' });
export type Expense = z.infer<typeof Expense>;

/** Days are garage-local, inclusive; the use case checks the range's length (a year and a day at most). */
const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const dateRangeIssue = { error: 'accounts.dateRange', path: ['from'] };

export const ExpenseSearchQuery = PageQuery.extend({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  label_id: z.coerce.number().int().positive().optional(),
  status: z.enum(EXPENSE_STATUSES).optional(),
  /** Number (EXP/26-27/00003 or 3), payee or reference; partial. */
  q: z.string().trim().max(60).optional(),
}).refine(fromNotAfterTo, dateRangeIssue);
export type ExpenseSearchQuery = z.input<typeof ExpenseSearchQuery>;
export const ExpensePage = page(ExpenseSummary).extend({
  /** Sum of the amounts of every matching expense (not only this page). */
  total_amount: z.string(),
});
export type ExpensePage = z.infer<typeof ExpensePage>;

export const AccountBookQuery = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    page_number: z.coerce.number().int().min(0).max(100_000).default(0),
    page_size: z.coerce.number().int().min(1).max(200).default(100),
  })
  .refine(fromNotAfterTo, dateRangeIssue);
export type AccountBookQuery = z.input<typeof AccountBookQuery>;

const MethodLine = z.object({
  method: z.string(),
  /** The garage's name for the method (its own method's, or a built-in's new name); null: the standard name. */
  method_name: z.string().nullable(),
  opening: z.string(),
  money_in: z.string(),
  money_out: z.string(),
  closing: z.string(),
});

/**
 * One money movement of the book: a receipt's payment in, a refund out, an expense paid out, a payment
 * to a vendor out (VP-n, decision 054), a vendor's refund on a credit note in (VR-n, decision 062).
 */
export const BookMovement = z.object({
  kind: z.enum(['RECEIPT', 'REFUND', 'EXPENSE', 'VENDOR_PAYMENT', 'VENDOR_REFUND']),
  day: z.string(),
  at: z.string(),
  method: z.string(),
  method_name: z.string().nullable(),
  money_in: z.string(),
  money_out: z.string(),
  /** Receipt, expense, vendor payment (VP-n) or vendor refund (VR-n) number. */
  number: z.string(),
  receipt_id: z.number().nullable(),
  expense_id: z.number().nullable(),
  invoice_id: z.number().nullable(),
  invoice_number: z.string().nullable(),
  /** The customer (receipts, refunds), the payee (expenses) or the vendor (vendor payments and refunds). */
  party: z.string().nullable(),
  /** The expense's label. */
  label: z.string().nullable(),
  /** The vendor of a vendor payment or refund. */
  vendor_id: z.number().nullable(),
  /** The vendor's bill a payment paid (its stock-in id), or the vendor credit note a refund is on. */
  source_id: z.number().nullable(),
  /** That bill's number (the vendor's, else SI-n / OW-n), or the credit note's VCN-n. */
  source_number: z.string().nullable(),
});
export type BookMovement = z.infer<typeof BookMovement>;

export const AccountBook = z
  .object({
    from: z.string(),
    to: z.string(),
    currency_code: z.string(),
    methods: z.array(MethodLine),
    totals: MethodLine.omit({ method: true, method_name: true }),
    movements: page(BookMovement),
  })
  .meta({ id: 'AccountBook' });
export type AccountBook = z.infer<typeof AccountBook>;

export const AccountsSummaryQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine(fromNotAfterTo, dateRangeIssue);
export type AccountsSummaryQuery = z.input<typeof AccountsSummaryQuery>;

const InOut = z.object({
  money_in: z.string(),
  money_out: z.string(),
  by_method: z.array(MethodLine.omit({ opening: true, closing: true })),
});

export const AccountsSummary = z
  .object({
    today: z.string(),
    currency_code: z.string(),
    receivables: z.object({
      total_due: z.string(),
      invoices: z.number(),
      buckets: z.array(
        z.object({
          bucket: z.enum(AGEING_BUCKETS.map((b) => b.key) as [string, ...string[]]),
          due: z.string(),
          invoices: z.number(),
        }),
      ),
    }),
    /** CREDIT expenses still owed to their payees. */
    payables: z.object({ total: z.string(), expenses: z.number() }),
    today_totals: InOut,
    month_totals: InOut,
    /** Expenses by label over the range asked (this month by default), by expense day. */
    expenses_by_label: z.object({
      from: z.string(),
      to: z.string(),
      total: z.string(),
      labels: z.array(z.object({ label_id: z.number(), name: z.string(), amount: z.string(), expenses: z.number() })),
    }),
    /** Money in and out of each of the last 30 days (today included), oldest first. */
    daily: z.array(z.object({ day: z.string(), money_in: z.string(), money_out: z.string() })),
  })
  .meta({ id: 'AccountsSummary' });
export type AccountsSummary = z.infer<typeof AccountsSummary>;

export const accountRoutes = {
  listExpenseLabels: {
    method: 'GET',
    path: '/api/oms/expense/heads',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary: "This garage's expense labels (expense heads), active ones unless include_inactive",
    tags: ['accounts'],
    query: ExpenseLabelQuery,
    response: ExpenseLabelList,
  },
  createExpenseLabel: {
    method: 'POST',
    path: '/api/oms/expense/heads',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary: 'Add an expense label (names are unique in a garage, in any case)',
    tags: ['accounts'],
    body: ExpenseLabelInput,
    response: ExpenseLabel,
    status: 201,
  },
  updateExpenseLabel: {
    method: 'PUT',
    path: '/api/oms/expense/heads/{id}',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary: 'Rename an expense label or make it inactive (its expenses keep it)',
    tags: ['accounts'],
    params: IdParam,
    body: ExpenseLabelInput,
    response: ExpenseLabel,
  },
  searchExpenses: {
    method: 'GET',
    path: '/api/oms/expense/v3',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary:
      'Expenses of this garage by day range, label, status and number/payee/reference; paged, newest first, with the total',
    tags: ['accounts'],
    query: ExpenseSearchQuery,
    response: ExpensePage,
  },
  createExpense: {
    method: 'POST',
    path: '/api/oms/expense/v3',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary:
      'Record an expense (PAID with its method, or CREDIT owed to the payee), numbered EXP/<year>/n per garage and financial year, gap-free. Honours Idempotency-Key.',
    tags: ['accounts'],
    body: ExpenseInput,
    response: Expense,
    status: 201,
  },
  getExpense: {
    method: 'GET',
    path: '/api/oms/expense/v3/{id}',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary: 'One expense with its attachments and its audit trail',
    tags: ['accounts'],
    params: IdParam,
    response: Expense,
  },
  updateExpense: {
    method: 'PUT',
    path: '/api/oms/expense/v3/{id}',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary: 'Change an expense (its number stays); the change is written to its audit trail',
    tags: ['accounts'],
    params: IdParam,
    body: ExpenseInput,
    response: Expense,
  },
  payExpense: {
    method: 'PUT',
    path: '/api/oms/expense/v3/{id}/pay',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary: 'Mark a CREDIT expense paid, with its method and day (today by default)',
    tags: ['accounts'],
    params: IdParam,
    body: ExpensePay,
    response: Expense,
  },
  accountBook: {
    method: 'GET',
    path: '/api/oms/ledger',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary:
      'The account book (daily book) of garage-local days (today by default): per payment method the opening balance, money in, money out and closing balance, and every movement (payments received, refunds, expenses paid)',
    tags: ['accounts'],
    query: AccountBookQuery,
    response: AccountBook,
  },
  accountsSummary: {
    method: 'GET',
    path: '/api/oms/accounts/summary',
    auth: 'garage',
    roles: ACCOUNTS_MANAGE,
    summary:
      'The finance summary: receivables by ageing, payables, money in and out today and this month by method, expenses by label over a range (this month by default) and money in/out of the last 30 days',
    tags: ['accounts'],
    query: AccountsSummaryQuery,
    response: AccountsSummary,
  },
} as const satisfies Record<string, RouteDef>;
