import { Money, type PartStatus } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Line, PricedDocument } from '../orders/price-document.ts';
import { type OrderPartLine, partLinesOf } from './order-stock.repository.ts';

const samePart = (o: OrderPartLine, n: Line) => n.kind === 'part' && n.itemId === o.partId;
const sameLine = (o: OrderPartLine, n: Line) =>
  samePart(o, n) && (n.uomChild ?? null) === (o.unitId ?? null) && new Money(n.quantity).eq(o.quantity);
const sameSerials = (o: OrderPartLine, n: Line) =>
  o.serials.length === n.serials.length && [...o.serials].sort().join('\u0000') === [...n.serials].sort().join('\u0000');

/**
 * An edit replaces an order's lines; each part line keeps the part status it had (decision 056). A line
 * is the same line when it names the same part, unit and quantity; failing that, a line of the same part
 * keeps a status that moved no stock. An ISSUED line must stay as it was (its stock left with that
 * quantity and those serial numbers): changing or removing it is refused until the parts desk takes it back. New catalogue part
 * lines start RESERVED when the garage issues parts.
 */
export async function carryPartStatuses(tx: Tx, groupId: number, orderId: number, doc: PricedDocument): Promise<void> {
  const old = await partLinesOf(tx, groupId, [orderId]);
  const statuses: Array<PartStatus | null | undefined> = doc.lines.map(() => undefined);
  const free = (i: number) => statuses[i] === undefined;
  const unmatched: OrderPartLine[] = [];
  for (const o of old) {
    let i = doc.lines.findIndex((n, j) => free(j) && sameLine(o, n) && sameSerials(o, n));
    if (i < 0) i = doc.lines.findIndex((n, j) => free(j) && sameLine(o, n));
    // An issued line keeps the serial numbers it left with, too (decision 056 addendum).
    if (i >= 0 && o.partStatus === 'ISSUED' && !sameSerials(o, doc.lines[i] as Line))
      throw badRequest('parts.issuedLineChanged', { part: o.name });
    if (i >= 0) statuses[i] = o.partStatus;
    else unmatched.push(o);
  }
  const issued = unmatched.find((o) => o.partStatus === 'ISSUED');
  if (issued) throw badRequest('parts.issuedLineChanged', { part: issued.name });
  for (const o of unmatched) {
    if (o.partStatus === null) continue;
    const i = doc.lines.findIndex((n, j) => free(j) && samePart(o, n));
    if (i >= 0) statuses[i] = o.partStatus;
  }
  const issuance = doc.settings.props.part_issuance_enabled;
  doc.partStatuses = doc.lines.map((n, i) => {
    const carried = statuses[i];
    if (carried !== undefined) return carried;
    return issuance && n.kind === 'part' && n.itemId !== null ? 'RESERVED' : null;
  });
}
