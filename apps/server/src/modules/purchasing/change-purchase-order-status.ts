import type { PurchaseOrderStatusChange } from '@garage/contract';
import {
  canMovePurchaseOrder,
  hasAnyRole,
  type Language,
  message,
  PURCHASE_APPROVER_ROLES,
  type PurchaseOrderStatus,
} from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { MessageSender } from '../../platform/outbox.ts';
import type { InvoiceLinks } from '../invoices/invoice-link.ts';
import { sellerMoney } from '../invoices/seller-money.ts';
import { logPurchaseActivity } from './purchase-activity.ts';
import { findPurchaseOrder, lockPurchaseOrder, updatePurchaseOrderRow } from './purchase-order.repository.ts';
import { purchaseSeller } from './purchase-order-pdf.ts';
import { isApproverMove } from './purchase-order-view.ts';

export interface SendDeps {
  links: InvoiceLinks;
  sender: MessageSender;
  baseUrl: string;
}

export type StatusChange = z.output<typeof PurchaseOrderStatusChange>;

/** A signed, expiring link to the purchase order's PDF (the public PDF route of invoices opens it). */
export async function purchaseOrderLink(
  deps: Pick<SendDeps, 'links' | 'baseUrl'>,
  current: Membership,
  id: number,
  lang: Language,
) {
  const { token, expiresAt } = await deps.links.sign({
    groupId: current.groupId,
    garageId: current.garageId,
    kind: 'PURCHASE_ORDER',
    id,
  });
  return { url: `${deps.baseUrl}/api/public/invoice/pdf?token=${token}&layout=A4&lang=${lang}`, expiresAt };
}

/**
 * Moves a purchase order along its machine (domain PURCHASE_ORDER_TRANSITIONS). Approving and sending
 * back need the owner or PURCHASE_ORDER_APPROVAL (403 otherwise). SENT e-mails the vendor a link to the
 * PDF through the outbox, as the last step, so a failed send leaves the order APPROVED. Cancelling is
 * refused once anything was received (the machine has no such move); such an order is CLOSED.
 */
export async function changePurchaseOrderStatus(
  tx: Tx,
  deps: SendDeps,
  current: Membership,
  id: number,
  input: StatusChange,
  userId: number,
  now: Date,
  language: Language,
): Promise<void> {
  const po = await lockPurchaseOrder(tx, current, id);
  if (!po) throw new AppError('NOT_FOUND', 'purchase.notFound');
  const from = po.status as PurchaseOrderStatus;
  const to = input.status;
  if (!canMovePurchaseOrder(from, to)) throw badRequest('purchase.badMove', { from, to });
  if (isApproverMove(from, to) && !hasAnyRole(current.roles, PURCHASE_APPROVER_ROLES)) throw forbidden('purchase.approverOnly');
  const reason = input.reason?.trim() || null;
  const values: Parameters<typeof updatePurchaseOrderRow>[3] = { status: to, updatedAt: now };
  let sentTo: string | null = null;
  if (to === 'APPROVED') Object.assign(values, { approvedBy: userId, approvedAt: now });
  if (to === 'CLOSED') values.closedAt = now;
  if (to === 'CANCELLED') Object.assign(values, { cancelledAt: now, cancelReason: reason });
  if (to === 'SENT') {
    values.sentAt = now;
    if (input.send_email) {
      const found = await findPurchaseOrder(tx, current, id);
      sentTo = found?.vendorEmail ?? null;
      if (!sentTo) throw badRequest('purchase.vendorNoEmail');
      values.sentTo = sentTo;
    }
  }
  await updatePurchaseOrderRow(tx, current, id, values);
  await logPurchaseActivity(tx, current, 'PURCHASE_ORDER', id, to === 'DRAFT' ? 'REJECTED' : to, userId, now, {
    from,
    to,
    ...(reason ? { reason } : {}),
    ...(sentTo ? { sent_to: sentTo } : {}),
  });
  if (sentTo) {
    const lang = input.language ?? language;
    const seller = await purchaseSeller(tx, current);
    const { url } = await purchaseOrderLink(deps, current, id, lang);
    const params = { garage: seller.name, number: po.poNumber, amount: sellerMoney(seller, lang, po.grandTotal), url };
    await deps.sender.send({
      channel: 'email',
      to: sentTo,
      text: message('purchase.sendText', lang, params),
      subject: message('purchase.sendSubject', lang, params),
    });
  }
}
