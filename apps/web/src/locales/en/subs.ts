/** English strings of the subscription banners, trial-expired screen, pricing page, HO menus and promo (issue 5). */
export const subsEn = {
  subs: {
    scheduleDemo: 'Schedule demo',
    banner: {
      demoPrompt: 'Want a guided tour? Book a free demo and we will set it up with your own garage.',
      requestDemo: 'Request Demo',
      renew: 'Renew now',
      buy: 'Buy subscription',
    },
    expired: {
      tagline:
        'Everything you entered during the trial is kept safe. Ask us for more time or for a plan, and carry on where you left off.',
      videoTitle: 'See the workshop app in two minutes',
      posterAlt: 'A workshop dashboard with repair orders, invoices and reminders',
      extendTrial: 'Extend Trial',
      seePlans: 'See plans',
      logout: 'Logout',
      chat: 'Chat with support',
      chatWhatsApp: 'WhatsApp',
      chatSms: 'SMS',
      chatCall: 'Call',
      noSupportPhone: 'The support number is not configured yet. Please use Extend Trial and we will contact you.',
      requestTitle: 'Subscription Extension Request',
      requestBody: 'We have received your request. We will confirm you shortly.',
    },
    reports: {
      groups: {
        ACCOUNTS: 'Accounts',
        SALES: 'Sales',
        MECHANIC: 'Mechanic',
        PARTS_SERVICE: 'Parts & Service',
        STOCK: 'Stock',
        OTHERS: 'Others',
        HO_DASHBOARD: 'HO Dashboard',
        OUTLET_DASHBOARD: 'Outlet Dashboard',
        CUSTOM: 'Custom dashboards',
      },
    },
    promo: {
      title: 'Made for small workshops',
      text: 'Job cards, invoices, reminders and stock in one place. See it with your own garage in a 20-minute demo.',
      imageAlt: 'A mechanic with a tablet showing the workshop app next to a car on a lift',
      requestDemo: 'Request Demo',
      close: 'Close',
    },
  },
};
