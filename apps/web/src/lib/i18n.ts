import { type Language, languageFromCode } from '@garage/domain';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type EnCatalogue, en } from '../locales/en/common.ts';
import { coreMessagesEn } from '../locales/en/core-messages.gen.ts';
import { loadOnce } from './load-once.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: EnCatalogue };
  }
}

/** Dotted paths of every leaf of the English catalogue: the keys `t()` accepts. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TKey = Leaves<EnCatalogue>;

function initialLanguage(): Language {
  const stored = readJson<unknown>(STORAGE_KEYS.language);
  if (stored === 'en' || stored === 'es') return stored;
  const browser = globalThis.navigator?.language ?? 'en';
  return languageFromCode(browser);
}

// English is built in (the fallback, and the catalogue the keys are typed from); Spanish is a chunk of its
// own, loaded before the first render when it is the language (decision 029).
void i18n.use(initReactI18next).init({
  resources: { en: { common: en } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * The shared catalogue of `@garage/domain` (texts the server and the browser both show) is the namespace
 * `messages`, keyed by its dotted keys (`lib/messages.ts` reads it). The core texts (sign-in, HTTP errors,
 * permissions, generic field texts, the screen lock) are there from the first page, in English (the fallback) and,
 * with the Spanish catalogue, in Spanish (`locales/{en,es}/core-messages.gen.ts`, one language per file); the
 * masters', orders' and quotations' refusals (`masters-messages.gen.ts`) load with the route table's second part; the
 * areas' texts (invoices, purchasing, stock, …) load with the screens of those areas and before a form shows its
 * issues or a refusal (decision 042).
 */
const MESSAGES_NS = 'messages';
i18n.addResourceBundle('en', MESSAGES_NS, coreMessagesEn, true, true);
type SharedCatalogue = Readonly<Record<string, { readonly en: string; readonly es: string }>>;

function addMessages(catalogue: SharedCatalogue): void {
  for (const language of ['en', 'es'] as const) {
    const texts = Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, text[language]]));
    i18n.addResourceBundle(language, MESSAGES_NS, texts, true, true);
  }
}

/** Loads the English refusals of the masters, orders and quotations (once; again after a failure). */
const loadMastersMessages = loadOnce(() =>
  import('../locales/en/masters-messages.gen.ts').then(({ mastersMessagesEn }) => {
    i18n.addResourceBundle('en', MESSAGES_NS, mastersMessagesEn, true, true);
  }),
);

/** Loads the areas' texts of the shared catalogue (once; again after a failure). */
export const loadAreaMessages = loadOnce(() =>
  import('./area-messages.ts').then(({ AREA_MESSAGES }) => addMessages(AREA_MESSAGES)),
);

// dayjs has no locale here: it only converts the order editor's datetime-local text (no words), so it loads
// with the editor, not with every page (decision 042).
function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage(currentLanguage());

export function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en';
}

/** The UI language for a component: re-renders it when the language changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

let spanish: Promise<void> | undefined;

/** Loads the catalogue of `language` unless it is already there (English always is). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  spanish ??= Promise.all([
    import('../locales/es/common.ts'),
    import('../locales/es/core-messages.gen.ts'),
    import('../locales/es/masters-messages.gen.ts'),
  ]).then(([{ es }, { coreMessagesEs }, { mastersMessagesEs }]) => {
    i18n.addResourceBundle('es', 'common', es, true, true);
    i18n.addResourceBundle('es', MESSAGES_NS, { ...coreMessagesEs, ...mastersMessagesEs }, true, true);
  });
  return spanish;
}

/**
 * Parts of the English catalogue that load with the screens showing them, into the same namespace (the
 * `t()` keys do not change). The Spanish catalogue is whole: it has them already (decision 029).
 */
const ENGLISH_PARTS = {
  // What only signed-in pages show (the shell under /tabs): not on the sign-in page's first load (decision 042).
  shell: () => import('../locales/en/shell-texts.ts').then((m) => m.shellTextsEn),
  // The order lists' and details' texts, which many screens show (lib/orders/*): with the route table's second part,
  // before any screen but the first page opens (app/start-router.tsx).
  orderLists: () => import('../locales/en/order-lists.ts').then((m) => m.orderListsEn),
  // Registration and the masters' screens and forms (customers, vehicles, the catalogue, tax categories), which many
  // screens show too: with the route table's second part as well.
  masters: () => import('../locales/en/masters.ts').then((m) => m.mastersEn),
  // Pages reached from a link, not from the first page: the pricing and head-office report pages, the cookie policy.
  subscriptionPages: () => import('../locales/en/subscription-pages.ts').then((m) => m.subscriptionPagesEn),
  cookiePolicy: () => import('../locales/en/cookie-policy.ts').then((m) => m.cookiePolicyEn),
  orderEditor: () => import('../locales/en/order-editor.ts').then((m) => m.orderEditorEn),
  // Returns and credit notes show on the invoice page and with it: one part.
  invoices: () =>
    Promise.all([import('../locales/en/invoices.ts'), import('../locales/en/credit-notes.ts')]).then(([a, b]) => ({
      ...a.invoicesEn,
      ...b.creditNotesEn,
    })),
  accounts: () => import('../locales/en/accounts.ts').then((m) => m.accountsEn),
  onlinePayments: () => import('../locales/en/online-payments.ts').then((m) => m.onlinePaymentsEn),
  dues: () => import('../locales/en/dues.ts').then((m) => m.duesEn),
  csvImport: () => import('../locales/en/csv-import.ts').then((m) => m.csvImportEn),
  inventory: () => import('../locales/en/inventory.ts').then((m) => m.inventoryEn),
  purchasing: () => import('../locales/en/purchasing.ts').then((m) => m.purchasingEn),
  transfers: () => import('../locales/en/transfers.ts').then((m) => m.transfersEn),
  partsOnOrders: () => import('../locales/en/parts-on-orders.ts').then((m) => m.partsOnOrdersEn),
  outsource: () => import('../locales/en/outsource.ts').then((m) => m.outsourceEn),
};
export type CataloguePart = keyof typeof ENGLISH_PARTS;
const parts = new Map<CataloguePart, Promise<void>>();

/**
 * The parts that load without the areas' shared texts: the shell's (the dashboard shows none of them), the route
 * table's (they load with the table, not with a screen of an area) and the pages of neither an area nor a form.
 */
const WITHOUT_AREA_MESSAGES: ReadonlySet<CataloguePart> = new Set([
  'shell',
  'orderLists',
  'masters',
  'subscriptionPages',
  'cookiePolicy',
]);

/** The parts that load with the route table's second part. */
const ROUTE_TABLE_PARTS = ['orderLists', 'masters'] as const satisfies readonly CataloguePart[];

/**
 * The texts the screens of the route table's second part show and the first page does not: the order lists' and the
 * masters' strings, and the masters', orders' and quotations' refusals. They load with that part
 * (app/start-router.tsx `loadRouteTable`).
 */
export function loadRouteTableTexts(): Promise<void> {
  return Promise.all([...ROUTE_TABLE_PARTS.map(loadCataloguePart), loadMastersMessages()]).then(() => undefined);
}

/** Loads a part of the English catalogue (once; again after a failure). */
export function loadCataloguePart(part: CataloguePart): Promise<void> {
  let loading = parts.get(part);
  if (!loading) {
    // A screen's part brings the areas' shared texts too.
    const areas = WITHOUT_AREA_MESSAGES.has(part) ? undefined : loadAreaMessages();
    loading = Promise.all([ENGLISH_PARTS[part](), areas]).then(([strings]) => {
      i18n.addResourceBundle('en', 'common', strings, true, true);
    });
    loading.catch(() => parts.delete(part));
    parts.set(part, loading);
  }
  return loading;
}

/**
 * A screen's module once the catalogue part it shows is loaded too, for `lazy` / `lazyRouteComponent`:
 * the screen never renders before its strings, so no key shows raw.
 */
export function withCatalogue<T>(part: CataloguePart, screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadCataloguePart(part)]).then(([module]) => module);
}

/** Loads the catalogue of the language the app starts in (before the first render). */
export function loadStartLanguage(): Promise<void> {
  return loadLanguage(currentLanguage());
}

/** Switches the UI language (once its catalogue is loaded) and keeps it on the device. */
export function setLanguage(language: Language): void {
  writeJson(STORAGE_KEYS.language, language);
  void loadLanguage(language)
    .then(() => (i18n.language === language ? undefined : i18n.changeLanguage(language)))
    .catch(() => undefined);
  applyDocumentLanguage(language);
}

/** The server spells Spanish 'sp' (spec: language_code). */
export function languageCodeFor(language: Language): 'en' | 'sp' {
  return language === 'es' ? 'sp' : 'en';
}

export { i18n };
