// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled…) for the web tests: an assertion that says what the
// person sees, where `getBy…` alone only proves a node exists somewhere in the tree.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetHttpState } from '../lib/http.ts';
import { i18n, loadAreaMessages, loadRouteTableTexts } from '../lib/i18n.ts';
import { accountsEn } from '../locales/en/accounts.ts';
import { advisoryEn } from '../locales/en/advisory.ts';
import { cookiePolicyEn } from '../locales/en/cookie-policy.ts';
import { creditNotesEn } from '../locales/en/credit-notes.ts';
import { csvImportEn } from '../locales/en/csv-import.ts';
import { duesEn } from '../locales/en/dues.ts';
import { inventoryEn } from '../locales/en/inventory.ts';
import { invoicesEn } from '../locales/en/invoices.ts';
import { mastersEn } from '../locales/en/masters.ts';
import { onlinePaymentsEn } from '../locales/en/online-payments.ts';
import { orderEditorEn } from '../locales/en/order-editor.ts';
import { orderListsEn } from '../locales/en/order-lists.ts';
import { outsourceEn } from '../locales/en/outsource.ts';
import { panelEn } from '../locales/en/panel.ts';
import { partsOnOrdersEn } from '../locales/en/parts-on-orders.ts';
import { profileEn } from '../locales/en/profile.ts';
import { purchasingEn } from '../locales/en/purchasing.ts';
import { screenLockEn } from '../locales/en/screen-lock.ts';
import { subscriptionPagesEn } from '../locales/en/subscription-pages.ts';
import { transfersEn } from '../locales/en/transfers.ts';

// The screens' catalogue parts load with their routes in the app (decision 029); a test renders a screen
// on its own, so the whole English catalogue is there from the start.
i18n.addResourceBundle('en', 'common', orderEditorEn, true, true);
i18n.addResourceBundle('en', 'common', invoicesEn, true, true);
i18n.addResourceBundle('en', 'common', creditNotesEn, true, true);
i18n.addResourceBundle('en', 'common', onlinePaymentsEn, true, true);
i18n.addResourceBundle('en', 'common', duesEn, true, true);
for (const part of [
  orderListsEn,
  mastersEn,
  subscriptionPagesEn,
  cookiePolicyEn,
  advisoryEn,
  panelEn,
  profileEn,
  screenLockEn,
  accountsEn,
  csvImportEn,
  inventoryEn,
  purchasingEn,
  transfersEn,
  partsOnOrdersEn,
  outsourceEn,
])
  i18n.addResourceBundle('en', 'common', part, true, true);
// The areas' texts of the shared catalogue likewise (they load with the areas' screens in the app, decision 042).
await loadAreaMessages();
// And the masters', orders' and quotations' refusals, which load with the route table's second part.
await loadRouteTableTexts();

// `findBy…` and `waitFor` give up after 1 s by default. A screen that loads a language's catalogue or renders a
// long form takes longer than that when the machine is busy (a CI run failed on "Mi perfil" this way). They still
// resolve as soon as what they wait for is there; the test's own timeout (vitest.config.ts) bounds a hang.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no font loading API; Mantine's autosize textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

// The HTTP layer keeps page-wide state (a refresh in flight, hooks, the roles map); tests run shuffled,
// so each one starts from a fresh page's state whatever ran before it.
afterEach(() => {
  resetHttpState();
});
