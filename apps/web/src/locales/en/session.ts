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
    cookiePolicy: {
      title: 'Cookie policy',
      updated: 'Last updated: November 2026',
      intro:
        'This page explains what this garage management application stores in your browser and why. We do not use advertising cookies, and nothing that tracks you runs unless you choose Accept All.',
      neededTitle: 'Strictly necessary (always on)',
      neededText: 'These keep the application working and cannot be switched off:',
      storage: {
        auth: 'Your sign-in tokens (an access token of 15 minutes and a refresh token of 30 days), in the browser’s local storage, removed when you log out.',
        garage:
          'The garage you selected, the last garage each person used on this device, the country code last used to sign in, your language and your screen preferences, in local storage; the last garage, the country code and the language stay after you log out.',
        consent:
          'The cookie cookieconsent_status: your answer to the cookie banner (allow or deny), kept for 365 days so we do not ask again.',
        push: 'If you enable notifications: the push subscription of this browser, sent to our server so we can notify you, and removed when you log out.',
        offline:
          'Copies of the application’s own files kept by the service worker, so it opens quickly and shows a message when you are offline.',
      },
      optionalTitle: 'Measurement (only with your consent)',
      optionalText:
        'The application has no analytics or tracking today. If it ever uses any, it will start only after you choose Accept All, and this page will name it first.',
      changeTitle: 'Changing your choice',
      changeText:
        'Delete the cookie cookieconsent_status in your browser settings (or clear the site data) and the banner will ask you again. Logging out removes your sign-in tokens.',
      back: 'Back',
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
