import { Money } from './money.ts';
import { hasAnyRole, type Role } from './roles.ts';

/** What a user's price roles allow on the lines of an order or a quotation. */
export interface PriceRules {
  /** PRICE_EDIT_RESTRICTED: the unit price of a catalogue item stays the master price. */
  readOnly: boolean;
  /** PRICE_EDIT_RESTRICTED_UPWARDS: the unit price may not exceed the master price. */
  capAtMaster: boolean;
  /** PRICE_VIEW_RESTRICTED: purchase prices are never shown. */
  hidePurchase: boolean;
}

/** The price roles of a user; the owner is never restricted. The editor and the server read the same rules. */
export function priceRules(roles: readonly string[]): PriceRules {
  const owner = hasAnyRole(roles, ['GARAGE_OWNER'] satisfies Role[]);
  return {
    readOnly: !owner && roles.includes('PRICE_EDIT_RESTRICTED'),
    capAtMaster: !owner && roles.includes('PRICE_EDIT_RESTRICTED_UPWARDS'),
    hidePurchase: !owner && roles.includes('PRICE_VIEW_RESTRICTED'),
  };
}

export type PriceIssue = 'order.priceRestricted' | 'order.priceAboveMaster';

/**
 * Whether a line's unit price breaks the price roles: with PRICE_EDIT_RESTRICTED it must equal the
 * catalogue (master) price, with PRICE_EDIT_RESTRICTED_UPWARDS it may not exceed it. A line without a
 * master price (typed by hand) is free.
 */
export function priceIssue(rules: PriceRules, price: string, master: string | null): PriceIssue | null {
  if (master === null || (!rules.readOnly && !rules.capAtMaster)) return null;
  const p = new Money(price);
  if (rules.readOnly && !p.equals(master)) return 'order.priceRestricted';
  if (rules.capAtMaster && p.gt(master)) return 'order.priceAboveMaster';
  return null;
}
