import type { Order, PartProcureInput, PartProcureResult } from '@garage/contract';
import { PROCURE_PURCHASE_ROLES } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addToDraftPurchaseOrder, type DraftAnswer } from '../purchasing/add-to-draft-purchase-order.ts';
import { approvePartLines } from './approve-part-lines.ts';

type ProcureInput = z.output<typeof PartProcureInput>;
type ProcureResult = z.infer<typeof PartProcureResult>;

/**
 * Procure (decision 056 addendum): the parts desk buys in part lines that are short. In one transaction
 * the order is locked and its lines move to PROCURED through the part_approval path (same checks, same
 * activity row, which names the purchase order), and their parts go onto the vendor's newest DRAFT
 * purchase order or a new one. Needs the right to raise purchase orders besides the desk's role.
 * Once per Idempotency-Key: a double press answers the first.
 */
export async function procurePartLines(
  db: Db,
  current: Membership,
  orderId: number,
  input: ProcureInput,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<{ status: number; view: ProcureResult }> {
  if (!hasAnyRole(current.roles, PROCURE_PURCHASE_ROLES)) throw new AppError('FORBIDDEN', 'parts.procureNoPurchase');
  const seen = new Set<number>();
  for (const l of input.lines) {
    if (seen.has(l.line_id)) throw badRequest('parts.procureLineTwice', { line: l.line_id });
    seen.add(l.line_id);
  }
  const quantityOf = new Map(input.lines.map((l) => [l.line_id, l.quantity]));
  const result = await idempotent(
    db,
    { userId, scope: `partProcure:${current.garageId}:${orderId}`, key, body: input },
    async (tx) => {
      let po: DraftAnswer | undefined;
      const order: Order = await approvePartLines(
        tx,
        current,
        orderId,
        { lines: input.lines.map((l) => ({ line_id: l.line_id, status: 'PROCURED' as const })), note: input.note ?? null },
        userId,
        now,
        async (lines, { number, settings }) => {
          const wanted = lines.map((l) => ({ partId: l.partId, quantity: quantityOf.get(l.id) ?? '0' }));
          po = await addToDraftPurchaseOrder(
            tx,
            current,
            settings,
            input.vendor_id,
            wanted,
            { id: orderId, number },
            userId,
            now,
          );
          return { purchase_order: { id: po.id, number: po.poNumber, created: po.created } };
        },
      );
      if (!po) throw new Error('procure: the purchase order was not written');
      const answer: DraftAnswer = po;
      return {
        status: 200,
        body: { order, purchase_order_id: answer.id, po_number: answer.poNumber, created: answer.created },
      };
    },
  );
  return { status: result.status, view: result.body };
}
