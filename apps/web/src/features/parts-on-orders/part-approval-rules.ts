import { Money } from '@garage/domain';
import type { PartApprovalLine } from '../../lib/parts-on-orders/parts-api.ts';

/** A waiting line asks for more than the shelf holds (same unit as its part's; otherwise not judged here). */
export function isShort(
  line: Pick<PartApprovalLine, 'quantity' | 'on_hand' | 'unit_symbol' | 'base_unit_symbol' | 'part_status'>,
): boolean {
  if (line.part_status === 'ISSUED') return false;
  if (line.unit_symbol !== line.base_unit_symbol) return false;
  return new Money(line.quantity).gt(line.on_hand);
}
