/** Search params of the transfer screens, checked as the router reads them. */
export const TRANSFER_TABS = ['requestsOut', 'requestsIn', 'deliveriesOut', 'deliveriesIn'] as const;
export type TransferTab = (typeof TRANSFER_TABS)[number];

const whole = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.slice(0, 100) : undefined;

export interface TransferListSearch {
  tab?: TransferTab;
  page?: number;
}
export function transferListSearch(search: Record<string, unknown>): TransferListSearch {
  const tab = TRANSFER_TABS.find((t) => t === search.tab);
  const page = whole(search.page);
  return { ...(tab ? { tab } : {}), ...(page ? { page } : {}) };
}

export interface TransferFormSearch {
  /** The outlet asked (request) or sent to (direct delivery). */
  outlet?: number;
  /** A part search to start with (from Branch stocks). */
  q?: string;
}
export function transferFormSearch(search: Record<string, unknown>): TransferFormSearch {
  const outlet = whole(search.outlet);
  const q = text(search.q);
  return { ...(outlet ? { outlet } : {}), ...(q ? { q } : {}) };
}

export interface StockSearch {
  q?: string;
  page?: number;
}
export function stockSearch(search: Record<string, unknown>): StockSearch {
  const q = text(search.q);
  const page = whole(search.page);
  return { ...(q ? { q } : {}), ...(page ? { page } : {}) };
}
