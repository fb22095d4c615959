import { SUBSCRIPTION_PLAN_IDS } from '@garage/domain';
import { z } from 'zod';
import { REPORT_GROUPS } from './access.ts';
import type { RouteDef } from './routes.ts';

const id = z.coerce.number().int().positive();

// ---- access profile (spec 7 "Shell data" BI; decision 017) ----------------------------------------------

export { REPORT_GROUPS, type ReportGroup } from './access.ts';

export const AccessProfileParams = z.object({ user_id: id });

export const ProfileReport = z.object({
  /** Stable name, the key of the role map. */
  name: z.string(),
  group: z.enum(REPORT_GROUPS),
  /** Title in the caller's language. */
  title: z.string(),
  /** The roles mapped to the report; empty means no role list is mapped. */
  roles: z.array(z.string()),
  /** The spec's rule: no role list mapped, or the user holds one of its roles. */
  allowed: z.boolean(),
  /** The embedded dashboard's address, when one is configured. */
  url: z.string().nullable(),
});
export type ProfileReport = z.infer<typeof ProfileReport>;

export const AccessProfile = z
  .object({
    user_id: z.number(),
    garage_id: z.number(),
    /** An embedded BI service is configured (BI_DASHBOARD_URL or a report with its own address). */
    isRunning: z.boolean(),
    /** The Head Office Management group is shown. */
    isGpHoManagement: z.boolean(),
    /** The Head Office Reports menu is shown. */
    isReportPanel: z.boolean(),
    /** The HO Dashboard / Outlet Dashboard groups are shown. */
    isBIGroupPanel: z.boolean(),
    /** BI is enabled: the custom dashboard list is non-empty. */
    isBIPanel: z.boolean(),
    /** Head Office Management entries the user may open. */
    ho_management: z.object({
      purchase_order: z.boolean(),
      stock_information: z.boolean(),
      quotation: z.boolean(),
      appointment: z.boolean(),
    }),
    reports: z.array(ProfileReport),
    /** Report name → mapped roles (the stored map, as the spec's "role map"). */
    role_map: z.record(z.string(), z.array(z.string())),
    /** Custom dashboards unlocked by HO_OTHER_1..5 that have an address. */
    customDashboard: z.array(ProfileReport),
  })
  .meta({ id: 'AccessProfile' });
export type AccessProfile = z.infer<typeof AccessProfile>;

// ---- subscription details, extension and plan requests ---------------------------------------------------

export const SubscriptionQuery = z.object({ garage_id: id });

export const SubscriptionPlan = z.object({
  plan_id: z.enum(SUBSCRIPTION_PLAN_IDS),
  billing: z.literal('MONTHLY'),
});

export const SubscriptionDetails = z
  .object({
    garage_id: z.number(),
    subscription_type: z.enum(['TRIAL', 'PAID']).nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    /** Days left in the garage time zone, rounded up (spec 4); null without a subscription. */
    days_left: z.number().nullable(),
    time_zone: z.string(),
    country_code: z.string(),
    /** The external pricing page for this garage's country (spec 4), or null for the in-app page. */
    external_pricing_url: z.string().nullable(),
    /** The trial-expired screen's video (an embeddable MP4/WebM address) and poster, when configured. */
    video_url: z.string().nullable(),
    video_poster_url: z.string().nullable(),
    plans: z.array(SubscriptionPlan),
    /** The provider's support number for call, SMS and WhatsApp (SUPPORT_PHONE); empty when not configured. */
    support_phone: z.string(),
  })
  .meta({ id: 'SubscriptionDetails' });
export type SubscriptionDetails = z.infer<typeof SubscriptionDetails>;

export const ExtendTrialBody = z.object({ garage_id: id });

export const SubscriptionRequestBody = z.object({
  garage_id: id,
  /** A plan of the pricing page, or DEMO for the dashboard's demo request. */
  request: z.enum([...SUBSCRIPTION_PLAN_IDS, 'DEMO']),
});

export const SubscriptionRequestAnswer = z.object({
  message: z.string(),
  request_id: z.number(),
  /** The notification text sent to the provider: garage name, phone and the requester's name. */
  text: z.string(),
});
export type SubscriptionRequestAnswer = z.infer<typeof SubscriptionRequestAnswer>;

// ---- routes (spread into the route table) -----------------------------------------------------------------

export const subscriptionRouteDefs = {
  accessProfile: {
    method: 'GET',
    path: '/api/customer/api/access_profile/{user_id}',
    auth: 'garage',
    roles: [],
    summary:
      "The caller's access profile in the selected garage: head-office menus, report list and its role map (only one's own)",
    tags: ['subscription'],
    params: AccessProfileParams,
    response: AccessProfile,
  },
  subscriptionDetails: {
    method: 'GET',
    path: '/api/customer/subscription',
    auth: 'garage',
    roles: [],
    summary: "The garage's subscription, days left in its time zone, the renewal page and the plans",
    tags: ['subscription'],
    query: SubscriptionQuery,
    response: SubscriptionDetails,
    openWhenExpired: true,
  },
  extendTrial: {
    method: 'POST',
    path: '/api/customer/subscription/extend_trial',
    auth: 'garage',
    roles: [],
    summary: 'Ask the provider to extend the trial: the extension notification goes out through the outbox',
    tags: ['subscription'],
    body: ExtendTrialBody,
    response: SubscriptionRequestAnswer,
    status: 201,
    openWhenExpired: true,
  },
  subscriptionRequest: {
    method: 'POST',
    path: '/api/customer/subscription/request',
    auth: 'garage',
    roles: [],
    summary: 'Ask the provider for a plan (owners) or a demo (any member); sent through the outbox',
    tags: ['subscription'],
    body: SubscriptionRequestBody,
    response: SubscriptionRequestAnswer,
    status: 201,
    openWhenExpired: true,
  },
} as const satisfies Record<string, RouteDef>;
