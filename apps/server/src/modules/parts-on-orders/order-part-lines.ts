import type { PartStatus } from '@garage/domain';
import type { Line, PricedDocument } from '../orders/price-document.ts';
import type { CounterSaleLine } from './counter-sale-stock.ts';
import type { SerialLine } from './order-serials.ts';

/**
 * The part status each line of a new order starts with (decision 056): RESERVED for a catalogue part
 * when the garage issues parts, none otherwise (services, free-text parts, garages without issuance).
 */
export function initialPartStatuses(doc: PricedDocument): Array<PartStatus | null> {
  const issuance = doc.settings.props.part_issuance_enabled;
  return doc.lines.map((l) => (issuance && l.kind === 'part' && l.itemId !== null ? 'RESERVED' : null));
}

/** A priced line's part and serial numbers (decision 056 addendum). */
export function serialLineOf(l: Line): SerialLine {
  return {
    partId: l.itemId,
    name: l.name,
    quantity: l.quantity,
    unitId: l.uomChild,
    baseUnitId: l.masterUnitId,
    tracking: l.tracking,
    serials: l.serials,
  };
}

/** The part lines of a priced document that name serial numbers. */
export function serialLinesOfDocument(doc: PricedDocument): SerialLine[] {
  return doc.lines.filter((l) => l.kind === 'part' && l.serials.length > 0).map(serialLineOf);
}

/** The catalogue part lines of a priced order, as the counter sale's stock sees them. */
export function stockLinesOfDocument(doc: PricedDocument): CounterSaleLine[] {
  return doc.lines.flatMap((l, i) =>
    l.kind === 'part' && l.itemId !== null
      ? [{ ...serialLineOf(l), partId: l.itemId, partStatus: doc.partStatuses?.[i] ?? null }]
      : [],
  );
}
