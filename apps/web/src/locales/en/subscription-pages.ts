/**
 * English strings of the pricing page and the head-office report page (merged into common.ts under `subs`): they load
 * with those pages (lib/i18n.ts, part `subscriptionPages`), not with the first page; the report groups' names, which the
 * sidebar shows, stay in subs.ts (decision 042).
 */
export const subscriptionPagesEn = {
  subs: {
    pricing: {
      title: 'Plans and pricing',
      intro: 'Every plan is billed monthly. Choose one and our team will contact you to set it up and take payment.',
      current: 'Current plan',
      trialLeft_one: 'Trial — {{count}} day left',
      trialLeft_other: 'Trial — {{count}} days left',
      trialOver: 'Trial — expired',
      paidLeft_one: 'Subscription — {{count}} day left',
      paidLeft_other: 'Subscription — {{count}} days left',
      paidOver: 'Subscription — expired',
      monthly: 'Monthly',
      priceOnRequest: 'Price for your country on request',
      request: 'Request this plan',
      requested: 'Requested',
      requestedText: 'Thank you. We will call {{phone}} shortly to confirm your plan.',
      external: 'Plans for your country are on our regional pricing page.',
      openExternal: 'Open pricing page',
      ownerOnly: 'Only the garage owner can request a plan.',
      plans: {
        gear0: { name: 'Gear 0 — Starter', audience: 'One bay, owner-run workshops' },
        gear1: { name: 'Gear 1 — Growth', audience: 'Busy workshops with a team' },
        gear2: { name: 'Gear 2 — Network', audience: 'Groups of outlets with a head office' },
      },
      features: {
        gear0: {
          f1: 'Repair orders and counter sales',
          f2: 'Invoices and payments',
          f3: 'Customers and vehicles',
          f4: 'Up to 3 users',
        },
        gear1: {
          f1: 'Everything in Gear 0',
          f2: 'Quotations and inspections',
          f3: 'Service reminders and feedback',
          f4: 'Stock and purchase orders',
          f5: 'Up to 15 users',
        },
        gear2: {
          f1: 'Everything in Gear 1',
          f2: 'Head-office management and reports',
          f3: 'Inter-branch stock transfer',
          f4: 'Unlimited users and outlets',
        },
      },
    },
    reports: {
      pageTitle: 'Head office report',
      address: 'Address',
      notConfigured: 'This dashboard is not configured',
      notConfiguredText:
        'Business-intelligence dashboards are not set up for this product. Your administrator can give this report an address (BI_DASHBOARD_URL) to show it here.',
      openNewTab: 'Open in a new tab',
      unknown: 'This report is not in your menu.',
      back: 'Back to dashboard',
    },
  },
};
