import { localDay, quoteExpiryDate } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { assignNumber } from '../../platform/counters.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertDocument, setDocumentNumber } from './order-write.repository.ts';
import { type DocumentInput, documentColumns, priceDocument, writeLines } from './price-document.ts';

/** A quotation cannot be given an expiry date before today (garage-local); update-quote.ts checks it too. */
export function checkQuoteExpiry(expiry: string | null | undefined, today: string): void {
  if (expiry && expiry < today) throw badRequest('quote.expiryPast');
}

/**
 * Creates a quotation: DRAFT, numbered from the garage's QUOTE counter (QT-00001), priced like an
 * order. It needs no delivery time; its expiry is quotation_expiry_days after the garage-local day
 * unless the payload gives one. An AMC quotation prices with the contract but uses none of it.
 */
export async function createQuote(tx: Tx, current: Membership, input: DocumentInput, userId: number, now: Date) {
  const { groupId, garageId } = current;
  const doc = await priceDocument(tx, current, input, { document: 'QUOTE', checkPrices: true, amc: { avail: false } });
  const today = localDay(now, doc.settings.timeZone);
  checkQuoteExpiry(input.expiry_date, today);
  const expiry = input.expiry_date ?? quoteExpiryDate(today, doc.settings.props.quotation_expiry_days);
  const id = await insertDocument(tx, {
    ...documentColumns(input, doc),
    groupId,
    garageId,
    document: 'QUOTE',
    // Numbered last (assignNumber); 0 is outside the unique index.
    number: 0,
    externalOrderId: '',
    orderType: input.order_type,
    status: 'DRAFT',
    searchText: '',
    estimatedDeliveryTime: input.estimated_delivery_time ? new Date(input.estimated_delivery_time) : null,
    expiryDate: expiry,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  await writeLines(tx, groupId, id, doc, input.item_wise_discount);
  const number = await assignNumber(tx, current, 'QUOTE', (n) => setDocumentNumber(tx, groupId, 'QUOTE', id, n, doc.snapshot));
  await logActivity(tx, groupId, id, 'CREATED', userId, now, {
    number,
    status: 'DRAFT',
    expiry_date: expiry,
    total: doc.priced.grand_total,
    ...(doc.amc.length ? { amc: doc.amc } : {}),
  });
  return id;
}
