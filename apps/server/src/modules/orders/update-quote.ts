import type { OrderUpdate } from '@garage/contract';
import { isQuoteEditable, localDay, type QuoteStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { checkQuoteExpiry } from './create-quote.ts';
import { lockDocument } from './order.repository.ts';
import { replaceLines, updateDocument } from './order-write.repository.ts';
import { type DocumentInput, documentColumns, documentSearchText, priceDocument } from './price-document.ts';

type UpdateInput = z.output<typeof OrderUpdate>;

/** Edits a DRAFT or APPROVED quotation; an approved one goes back to DRAFT (the customer approves again). */
export async function updateQuote(tx: Tx, current: Membership, id: number, body: UpdateInput, userId: number, now: Date) {
  const { groupId } = current;
  const row = await lockDocument(tx, current, 'QUOTE', id);
  if (!isQuoteEditable(row.status as QuoteStatus)) throw new AppError('CONFLICT', 'quote.notEditable', { status: row.status });
  const input: DocumentInput = { ...body, order_type: row.orderType };
  const doc = await priceDocument(tx, current, input, { document: 'QUOTE', checkPrices: true, amc: { avail: false } });
  // A new expiry date may not be in the past; an unchanged one may (the quotation is shown as expired).
  if (body.expiry_date && body.expiry_date !== row.expiryDate)
    checkQuoteExpiry(body.expiry_date, localDay(now, doc.settings.timeZone));
  await updateDocument(tx, groupId, id, {
    ...documentColumns(input, doc),
    status: 'DRAFT',
    searchText: documentSearchText('QUOTE', row.number, doc.snapshot),
    estimatedDeliveryTime: body.estimated_delivery_time ? new Date(body.estimated_delivery_time) : null,
    expiryDate: body.expiry_date !== undefined ? body.expiry_date : row.expiryDate,
    updatedAt: now,
  });
  await replaceLines(tx, groupId, id, doc, input.item_wise_discount);
  await logActivity(tx, groupId, id, 'EDITED', userId, now, {
    total_before: row.grandTotal,
    total: doc.priced.grand_total,
    ...(row.status !== 'DRAFT' ? { from: row.status, to: 'DRAFT' } : {}),
    ...(doc.amc.length ? { amc: doc.amc } : {}),
  });
}
