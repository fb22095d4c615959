import type { AmcItem } from '@garage/contract';
import { applyAmcRule, amcRemaining as domainAmcRemaining, type Money } from '@garage/domain';
import { type LineDraft, trimDecimal } from './editor-draft.ts';
import { QUANTITY } from './line-rules.ts';

/** Spec 5 (AMC): what a maintenance contract covers on the editor's lines. */

export interface AmcState {
  item: AmcItem;
  /** quantity − availed_quantity of the item before this line, in the AMC item's unit. */
  remaining: string;
  /** The line asks for more than remains (or its unit cannot be compared): its discount is reset to 0. */
  exceeded: boolean;
}

export function amcRemaining(item: Pick<AmcItem, 'quantity' | 'availed_quantity'>): Money {
  return domainAmcRemaining({ quantity: item.quantity, availedQuantity: item.availed_quantity });
}

/**
 * Spec 5 (AMC) through the domain's rule, as the server applies it: a line of an item the customer's
 * contract covers may use what remains; lines use the balance in turn, the vehicle's own items first.
 * Keyed by line key.
 */
export function amcStates(
  lines: readonly LineDraft[],
  items: readonly AmcItem[],
  vehicleId: number | null,
): Map<string, AmcState> {
  const covering = items
    .filter((i) => i.user_car_id === null || i.user_car_id === vehicleId)
    .map((i) => ({
      id: i.id,
      kind: i.kind,
      itemId: i.item_id,
      userCarId: i.user_car_id,
      quantity: i.quantity,
      availedQuantity: i.availed_quantity,
      discount: i.discount,
      unitId: i.uom_child,
      contract: i,
    }));
  const outcomes = applyAmcRule(
    lines.map((l) => ({
      kind: l.kind,
      itemId: l.itemId,
      // A quantity being typed counts as 0 until it is a number.
      quantity: QUANTITY.test(l.quantity.trim()) ? l.quantity.trim() : '0',
      discount: l.discount.trim() || '0',
      unitId: l.unitId,
      masterUnitId: l.unitId,
    })),
    covering,
    true,
  );
  const out = new Map<string, AmcState>();
  for (const o of outcomes) {
    const line = lines[o.index];
    if (line) out.set(line.key, { item: o.item.contract, remaining: o.remaining.toString(), exceeded: o.discount === 'RESET' });
  }
  return out;
}

/**
 * The discount a line is priced and sent with: 0 without item-wise discounts or beyond the AMC balance;
 * within the balance the contract's discount when the line has none of its own.
 */
export function effectiveDiscount(line: LineDraft, itemWise: boolean, amc: AmcState | undefined): string {
  if (!itemWise) return '0';
  if (amc?.exceeded) return '0';
  const own = line.discount.trim();
  if ((!own || Number(own) === 0) && amc && Number(amc.item.discount) > 0) return trimDecimal(amc.item.discount);
  return own || '0';
}
