/** English strings of session care: cookie banner and policy, overlays, connectivity, support, push. */
export const sessionEn = {
  session: {
    cookie: {
      label: 'Cookie consent',
      text: 'We use only the storage this application needs to keep you signed in. With your consent we may also measure how the application is used, to improve it.',
      policy: 'Cookie policy',
      acceptAll: 'Accept All',
      denyAll: 'Deny All',
    },
    overlay: {
      text: 'Your data has been updated in another session! Please reload this page to see new changes',
      reloadNow: 'Reload Now',
    },
    secondWindow: {
      hint: 'Close this window and continue in the one that is already open.',
      freed: 'The other window has closed. Reload to continue here.',
      reload: 'Reload',
      openThere: 'Open this page in the other window',
      openedThere: 'Opened in the other window. You can close this one.',
    },
    noInternet: {
      text: 'Check your Wi-Fi or mobile data. The page will be back when the connection is.',
      retry: 'Retry',
      stillOffline: 'Still no connection. Please try again in a moment.',
    },
    support: {
      label: 'Support',
      call: 'Call support',
      sms: 'Send an SMS',
      whatsapp: 'WhatsApp',
    },
    push: {
      enable: 'Enable notifications',
      enabled: 'Notifications are on for this browser.',
      blocked: 'Notifications are blocked for this site in your browser settings.',
    },
  },
};
