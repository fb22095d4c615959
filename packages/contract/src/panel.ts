import { FEEDBACK_ROLES, RATING_MAX, RATING_MIN, REMINDER_ROLES, REMINDER_STATUSES, type Role } from '@garage/domain';
import { z } from 'zod';
import { calendarDate, plainText } from './common.ts';
import type { RouteDef } from './routes.ts';

/**
 * Service reminders, internal customer reviews and the external-reviews sign-on link: what the shell's
 * right-hand panel reads (spec 2.1, 3 Reminder and Review, 7 "Shell data").
 */

const garageIdQuery = z.coerce.number().int().positive().optional();
const pageNumber = z.coerce.number().int().min(0).max(100_000).default(0);
const pageSize = z.coerce.number().int().min(1).max(50).default(10);
const commaList = z
  .string()
  .trim()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []));

// ---------- Reminders ----------

export const ReminderQuery = z.object({
  /** The garage to read; defaults to x-garage-id. Another group's garage is 404. */
  garage_id: garageIdQuery,
  /** Reminder dates on or after this garage-local day. */
  from: calendarDate.optional(),
  /** Reminder dates on or before this garage-local day. */
  to: calendarDate.optional(),
  /** Comma list of DUE, OVER_DUE, DONE; none means all. */
  reminder_status: commaList.pipe(z.array(z.enum(REMINDER_STATUSES))).optional(),
  page_number: pageNumber,
  page_size: pageSize,
});
export type ReminderQuery = z.input<typeof ReminderQuery>;

export const Reminder = z.object({
  reminder_id: z.number(),
  reminder_date: z.string().meta({ description: 'garage-local day YYYY-MM-DD' }),
  is_sent: z.boolean(),
  next_schedule: z.string().nullable(),
  reminder_status: z.enum(REMINDER_STATUSES),
  note: z.string().nullable(),
  customer: z.object({ customer_id: z.number(), display_name: z.string(), mobile_number: z.string() }),
  user_vehicle: z.object({ user_car_id: z.number(), display_name: z.string(), reg_number: z.string() }),
  created_at: z.string(),
});
export type Reminder = z.infer<typeof Reminder>;

export const ReminderPage = z.object({
  reminder_responses: z.array(Reminder),
  page_number: z.number(),
  page_size: z.number(),
  total_elements: z.number(),
  total_pages: z.number(),
});
export type ReminderPage = z.infer<typeof ReminderPage>;

export const ReminderCreate = z.object({
  customer_id: z.number().int().positive(),
  user_car_id: z.number().int().positive(),
  reminder_date: calendarDate,
  /** When the following reminder is due (a repeating service interval); after reminder_date. */
  next_schedule: calendarDate.nullable().optional(),
  note: plainText(200).nullable().optional(),
});
export type ReminderCreate = z.input<typeof ReminderCreate>;

export const ReminderStatusUpdate = z.object({
  reminder_id: z.number().int().positive(),
  garage_id: z.number().int().positive().optional(),
  /** DONE closes the reminder; DUE opens it again (over due is read from the date). */
  reminder_status: z.enum(['DUE', 'DONE']),
  /** A new date for the reminder (rescheduling). */
  reminder_date: calendarDate.optional(),
});
export type ReminderStatusUpdate = z.input<typeof ReminderStatusUpdate>;

// ---------- Reviews ----------

export const ReviewQuery = z.object({
  garage_id: garageIdQuery,
  /** Reviews created on or after this garage-local day. */
  from: calendarDate.optional(),
  /** Reviews created on or before this garage-local day. */
  to: calendarDate.optional(),
  /** Comma list of ratings 1-5; none means all. */
  ratings: commaList
    .pipe(z.array(z.enum(['1', '2', '3', '4', '5'])))
    .transform((list) => list.map(Number))
    .optional(),
  page_number: pageNumber,
  page_size: pageSize,
});
export type ReviewQuery = z.input<typeof ReviewQuery>;

export const Review = z.object({
  review_id: z.number(),
  order_id: z.number(),
  order: z.object({ order_id: z.number(), external_order_id: z.string() }),
  customer: z.object({ customer_id: z.number(), display_name: z.string() }),
  rating: z.number().int(),
  /** The review text and the optional reason joined by the marker (spec 2.1). */
  comments: z.string(),
  review_text: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewPage = z.object({
  customer_reviews: z.array(Review),
  page_number: z.number(),
  page_size: z.number(),
  total_elements: z.number(),
  total_pages: z.number(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

export const ReviewCreate = z.object({
  order_id: z.number().int().positive(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  review_text: plainText(1000).optional(),
  reason: plainText(300).nullable().optional(),
});
export type ReviewCreate = z.input<typeof ReviewCreate>;

// ---------- External reviews (freshreview) ----------

export const RedirectUrlBody = z.object({
  user_id: z.number().int().positive(),
  garage_id: z.number().int().positive(),
});
export const RedirectUrl = z.string().meta({ description: 'text/plain: the single sign-on link' });

const REVIEW_WRITE: readonly Role[] = FEEDBACK_ROLES;

export const panelRoutes = {
  listReminders: {
    method: 'GET',
    path: '/api/customer/reminder/v2',
    auth: 'garage',
    roles: REMINDER_ROLES,
    summary:
      'Service reminders of a garage by garage-local date range and status (DUE, OVER_DUE, DONE); paged from 0, earliest date first',
    tags: ['reminders'],
    query: ReminderQuery,
    response: ReminderPage,
  },
  createReminder: {
    method: 'POST',
    path: '/api/customer/reminder/v2',
    auth: 'garage',
    roles: REMINDER_ROLES,
    summary: 'Add a service reminder for a customer’s vehicle',
    tags: ['reminders'],
    body: ReminderCreate,
    response: Reminder,
    status: 201,
  },
  updateReminderDates: {
    method: 'PUT',
    path: '/api/customer/reminder/dates',
    auth: 'garage',
    roles: REMINDER_ROLES,
    summary: 'Reminder dates: mark a reminder done, open it again, or move its date',
    tags: ['reminders'],
    body: ReminderStatusUpdate,
    response: Reminder,
  },
  listReviews: {
    method: 'GET',
    path: '/api/oms/review/v1',
    auth: 'garage',
    roles: FEEDBACK_ROLES,
    summary: 'Internal customer reviews of a garage by garage-local date range and ratings; paged from 0, newest first',
    tags: ['reviews'],
    query: ReviewQuery,
    response: ReviewPage,
  },
  createReview: {
    method: 'POST',
    path: '/api/oms/review/v1',
    auth: 'garage',
    roles: REVIEW_WRITE,
    summary: 'Record the customer’s review of an order (rating 1-5, text and optional reason); one per order',
    tags: ['reviews'],
    body: ReviewCreate,
    response: Review,
    status: 201,
  },
  freshreviewRedirect: {
    method: 'POST',
    path: '/api/fr/auth/redirect_url',
    auth: 'garage',
    roles: FEEDBACK_ROLES,
    summary:
      'Single sign-on link to the external reviews site (text). Needs freshreview_enabled and FRESHREVIEW_SSO_URL / FRESHREVIEW_SSO_SECRET on the server.',
    tags: ['reviews'],
    body: RedirectUrlBody,
    response: RedirectUrl,
  },
} as const satisfies Record<string, RouteDef>;
