/**
 * Spec 5, maintenance contracts (AMC), shared by the server (which applies it when it prices and stores an
 * order) and the editor (which shows it while the order is drafted).
 */
import { Money } from './money.ts';
import { convertQuantity } from './units.ts';

/** A contract item as the rule needs it. */
export interface AmcRuleItem {
  id: number;
  kind: 'service' | 'part';
  itemId: number;
  /** The item covers this vehicle only; null: any vehicle of the customer. */
  userCarId: number | null;
  quantity: string;
  availedQuantity: string;
  discount: string;
  /** The unit quantity and availed quantity are counted in (parts). */
  unitId: number | null;
}

/** A line as the rule sees it. */
export interface AmcRuleLine {
  kind: 'service' | 'part';
  itemId: number | null;
  quantity: string;
  discount: string;
  /** The unit the line's quantity is counted in (parts). */
  unitId: number | null;
  /** The part's own unit, for a line or contract item that names none. */
  masterUnitId: number | null;
}

export interface AmcOutcome<I extends AmcRuleItem> {
  /** Index of the line in the lines given. */
  index: number;
  item: I;
  /** What remained of the item before this line, in the item's unit. */
  remaining: Money;
  /** The line quantity in the item's unit; undefined when the units cannot be compared. */
  quantity: Money | undefined;
  /** RESET: the line asks for more than remains, its discount is 0. APPLIED: the contract's discount. KEPT: the line's own. */
  discount: 'RESET' | 'APPLIED' | 'KEPT';
  /** The discount the line is priced with. */
  lineDiscount: string;
  /** How much of the item the line uses (capped at what remained; 0 when the document does not avail). */
  used: Money;
}

const isZero = (v: string | null | undefined) => !v || new Money(v).isZero();

/** quantity − availed_quantity, never below 0. */
export function amcRemaining(item: Pick<AmcRuleItem, 'quantity' | 'availedQuantity'>): Money {
  return Money.max(0, new Money(item.quantity).minus(item.availedQuantity));
}

/**
 * A line whose item the customer's contract covers may use what remains of it (quantity − availed, parts
 * compared through unit multipliers; units that cannot be compared count as beyond). A line asking for
 * more than remains loses its discount; otherwise the contract's discount applies when the line has none.
 * Lines of one document use the balance in turn, the vehicle's own items before the customer's general
 * ones. `avail` says whether the document uses the balance (orders) or only prices with it (quotations).
 * Items must already be those covering the document's customer and vehicle.
 */
export function applyAmcRule<I extends AmcRuleItem>(
  lines: readonly AmcRuleLine[],
  items: readonly I[],
  avail: boolean,
): AmcOutcome<I>[] {
  const ordered = [...items].sort((a, b) => Number(a.userCarId === null) - Number(b.userCarId === null) || a.id - b.id);
  const left = new Map(ordered.map((i) => [i.id, amcRemaining(i)]));
  const outcomes: AmcOutcome<I>[] = [];
  lines.forEach((line, index) => {
    if (line.itemId === null) return;
    const candidates = ordered.filter((i) => i.kind === line.kind && i.itemId === line.itemId);
    const item = candidates.find((i) => left.get(i.id)!.gt(0)) ?? candidates[0];
    if (!item) return;
    const remaining = left.get(item.id)!;
    let quantity: Money | undefined = new Money(line.quantity);
    if (line.kind === 'part') {
      const from = line.unitId ?? line.masterUnitId;
      const to = item.unitId ?? line.masterUnitId;
      if (from !== null && to !== null && from !== to) quantity = convertQuantity(line.quantity, from, to);
    }
    let discount: AmcOutcome<I>['discount'];
    let lineDiscount = line.discount;
    /** What the line takes from the balance: the next lines of the document see the rest. */
    let consumed: Money;
    if (quantity === undefined || quantity.gt(remaining)) {
      discount = 'RESET';
      lineDiscount = '0';
      // Availed rises by the line quantity, capped at the contract quantity.
      consumed = quantity === undefined ? new Money(0) : remaining;
    } else {
      discount = isZero(line.discount) && !isZero(item.discount) ? 'APPLIED' : 'KEPT';
      if (discount === 'APPLIED') lineDiscount = new Money(item.discount).toString();
      consumed = quantity;
    }
    left.set(item.id, remaining.minus(consumed));
    const used = avail ? consumed : new Money(0);
    outcomes.push({ index, item, remaining, quantity, discount, lineDiscount, used });
  });
  return outcomes;
}
