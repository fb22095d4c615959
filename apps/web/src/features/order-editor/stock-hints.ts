import { type Money, runningStock } from '@garage/domain';
import type { LineDraft } from './editor-draft.ts';

/** A part line's running stock before saving (decision 056). */
export interface StockHint {
  /** On hand, in the part's unit. */
  onHand: string;
  /** What this line and the lines above it ask for of the part. */
  asked: string;
  /** They ask for more than is on hand. */
  short: boolean;
  /** How much more than is on hand (0 when not short). */
  shortBy: string;
  /** Short, and the save would be refused for it (a counter sale takes its parts as it is saved). */
  blocks: boolean;
}

/**
 * Whether this document takes its parts off the shelf as it is saved, so a shortage refuses the save
 * (decision 056): a counter sale of a garage that keeps stock, without negative stock and without part
 * issuance (under issuance the parts desk issues them later).
 */
export function savingTakesStock(
  orderType: string,
  flags: { inventoryEnabled: boolean; allowNegativeStock: boolean; partIssuance: boolean },
): boolean {
  return orderType === 'COUNTER_SALE' && flags.inventoryEnabled && !flags.allowNegativeStock && !flags.partIssuance;
}

/**
 * Running stock of each part line: the editor's lines are in their part's own unit (the catalogue's), so
 * the lines of one part add up as they are; the second line of a part sees what the first took.
 */
export function stockHints(
  lines: readonly LineDraft[],
  onHand: ReadonlyMap<number, string>,
  takesStock = false,
): Map<string, StockHint> {
  const parts = lines.filter((l) => l.kind === 'part' && l.itemId !== null);
  const raw = runningStock(
    parts.map((l) => ({
      key: l.key,
      partId: l.itemId,
      quantity: /^\d+(\.\d+)?$/.test(l.quantity.trim()) ? l.quantity.trim() : '0',
      unitId: l.unitId,
      baseUnitId: l.unitId,
    })),
    onHand,
  );
  const text = (m: Money) => m.toFixed();
  return new Map(
    [...raw].map(([key, h]) => [
      key,
      {
        onHand: text(h.onHand),
        asked: text(h.asked),
        short: h.short,
        shortBy: h.short ? text(h.asked.minus(h.onHand.gt(0) ? h.onHand : 0)) : '0',
        blocks: h.short && takesStock,
      },
    ]),
  );
}
