/**
 * English text of the cookie policy page (merged into common.ts under `session`): it loads with that page (lib/i18n.ts,
 * part `cookiePolicy`), not with the first page (decision 042).
 */
export const cookiePolicyEn = {
  session: {
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
  },
};
