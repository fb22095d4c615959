import { Money } from '@garage/domain';

/** A part on the request / delivery form: the sending outlet's part, its on hand there, the quantity asked. */
export interface FormLine {
  partId: number;
  name: string;
  onHand: string;
  quantity: string;
}

/** Adds a part once (a second add of the same part adds one more), starting at 1. */
export function addLine(lines: readonly FormLine[], part: Omit<FormLine, 'quantity'>): FormLine[] {
  const existing = lines.find((l) => l.partId === part.partId);
  if (existing) return lines.map((l) => (l === existing ? { ...l, quantity: plusOne(l.quantity) } : l));
  return [...lines, { ...part, quantity: '1' }];
}

const plusOne = (quantity: string) => (isPositive(quantity) ? new Money(quantity).plus(1).toString() : '1');

export function isPositive(quantity: string): boolean {
  try {
    return new Money(quantity).gt(0);
  } catch {
    return false;
  }
}

/** The form can be sent: at least one line, and every line with a quantity above zero. */
export function linesReady(lines: readonly FormLine[]): boolean {
  return lines.length > 0 && lines.every((l) => isPositive(l.quantity));
}

/** Quantities of a receipt / reservation form: each line at most `max`, and not all zero. */
export function quantitiesReady(rows: ReadonlyArray<{ quantity: string; max: string }>): boolean {
  let any = false;
  for (const row of rows) {
    let q: Money;
    try {
      q = new Money(row.quantity || '0');
    } catch {
      return false;
    }
    if (q.lt(0) || q.gt(row.max)) return false;
    if (q.gt(0)) any = true;
  }
  return any;
}
