import type { Language } from './messages.ts';
import { ORDER_CARE_MESSAGES } from './order-care-messages.ts';

type SeedKey = keyof typeof ORDER_CARE_MESSAGES;

/** A seeded reason's text (its own catalogue part, so a screen showing reasons does not load the whole catalogue). */
function message(key: SeedKey, language: Language): string {
  return ORDER_CARE_MESSAGES[key][language];
}

export type CancelReasonType = 'ORDER' | 'QUOTE';

/** The reasons a new garage starts with, by catalogue key, in the order they are offered. */
export const SEEDED_CANCEL_REASON_KEYS = {
  ORDER: [
    'cancelReason.seed.customerCancelled',
    'cancelReason.seed.customerNoShow',
    'cancelReason.seed.partsUnavailable',
    'cancelReason.seed.duplicateOrder',
    'cancelReason.seed.priceNotAccepted',
  ],
  QUOTE: [
    'cancelReason.seed.priceNotAccepted',
    'cancelReason.seed.otherGarage',
    'cancelReason.seed.noResponse',
    'cancelReason.seed.duplicateQuote',
  ],
} as const satisfies Record<CancelReasonType, readonly SeedKey[]>;

const SEED_LANGUAGES: readonly Language[] = ['en', 'es'];

/**
 * What is stored for the seeded reasons of a new garage: their text in the garage's language (the
 * language it was registered in, decision 038). Garages seeded before that hold the English text.
 */
export function seededCancelReasons(type: CancelReasonType, language: Language = 'en'): string[] {
  return SEEDED_CANCEL_REASON_KEYS[type].map((key) => message(key, language));
}

/** The seed a stored text still is, in whichever language it was seeded. */
function seededKey(type: CancelReasonType, stored: string): SeedKey | undefined {
  return SEEDED_CANCEL_REASON_KEYS[type].find((key) => SEED_LANGUAGES.some((language) => message(key, language) === stored));
}

/**
 * A reason as the reader sees it: a seeded reason the owner has not renamed is shown in the reader's
 * language; any other reason is shown as the owner wrote it.
 */
export function cancelReasonText(type: CancelReasonType, stored: string, language: Language): string {
  const key = seededKey(type, stored);
  return key ? message(key, language) : stored;
}

/**
 * What to store when a reason is saved: the text sent back unchanged (the reader's translation of a seeded
 * reason, e.g. when only `active` changes) keeps the seeded text, so the reason stays translated.
 */
export function cancelReasonToStore(type: CancelReasonType, stored: string | null, sent: string, language: Language): string {
  if (stored === null) return sent;
  const key = seededKey(type, stored);
  return key && message(key, language) === sent.trim() ? stored : sent;
}

/** For a reason whose type is not at hand (an activity row): a seeded reason of either type is translated. */
export function anyCancelReasonText(stored: string, language: Language): string {
  return cancelReasonText('QUOTE', cancelReasonText('ORDER', stored, language), language);
}
