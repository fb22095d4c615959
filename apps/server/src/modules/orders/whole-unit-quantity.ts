import { findUnit, quantityFitsUnit } from '@garage/domain';
import { badRequest } from '../../platform/errors.ts';
import type { Line } from './price-document.ts';

/**
 * A part counted in whole units (pieces, sets, pairs) cannot be sold in fractions. The line's own unit
 * (uom_child) decides, else the part's catalogue unit; services have no unit and are never refused.
 */
export function checkWholeUnitQuantities(lines: readonly Line[]): void {
  for (const line of lines) {
    if (line.kind !== 'part') continue;
    const unitId = line.uomChild ?? line.masterUnitId;
    if (!quantityFitsUnit(line.quantity, unitId)) {
      throw badRequest('order.wholeUnitQuantity', { name: line.name, unit: findUnit(unitId)?.symbol ?? '' });
    }
  }
}
