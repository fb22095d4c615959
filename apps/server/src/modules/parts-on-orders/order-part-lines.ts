import type { PartStatus } from '@garage/domain';
import type { PricedDocument } from '../orders/price-document.ts';
import type { CounterSaleLine } from './counter-sale-stock.ts';

/**
 * The part status each line of a new order starts with (decision 056): RESERVED for a catalogue part
 * when the garage issues parts, none otherwise (services, free-text parts, garages without issuance).
 */
export function initialPartStatuses(doc: PricedDocument): Array<PartStatus | null> {
  const issuance = doc.settings.props.part_issuance_enabled;
  return doc.lines.map((l) => (issuance && l.kind === 'part' && l.itemId !== null ? 'RESERVED' : null));
}

/** The catalogue part lines of a priced order, as the counter sale's stock sees them. */
export function stockLinesOfDocument(doc: PricedDocument): CounterSaleLine[] {
  return doc.lines.flatMap((l, i) =>
    l.kind === 'part' && l.itemId !== null
      ? [
          {
            partId: l.itemId,
            name: l.name,
            quantity: l.quantity,
            unitId: l.uomChild,
            baseUnitId: l.masterUnitId,
            partStatus: doc.partStatuses?.[i] ?? null,
          },
        ]
      : [],
  );
}
