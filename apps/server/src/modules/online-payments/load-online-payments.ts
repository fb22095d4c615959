import type { OnlinePayment, OnlinePaymentListQuery, OnlinePaymentPage, OnlinePaymentReturn } from '@garage/contract';
import { effectiveOnlinePaymentStatus, money } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findByPublicId, findOnlinePayment, listOnlinePayments as listRows } from './online-payment.repository.ts';
import { onlinePaymentView, sellerOf } from './online-payment-view.ts';

/** One link of the garage; another garage's or group's id is 404. */
export async function loadOnlinePayment(db: Db, current: Membership, id: number, now: Date): Promise<OnlinePayment> {
  const row = await findOnlinePayment(db, current, id);
  if (!row) throw new AppError('NOT_FOUND', 'onlinePayment.notFound');
  return onlinePaymentView(row, now);
}

/**
 * The garage's links, newest first. The status filter is the stored status: an open link past its expiry
 * is listed under CREATED until an event closes it, but shows EXPIRED.
 */
export async function listOnlinePayments(
  db: Db,
  current: Membership,
  query: z.output<typeof OnlinePaymentListQuery>,
  now: Date,
): Promise<OnlinePaymentPage> {
  const { rows, total } = await listRows(
    db,
    current,
    { status: query.status, invoiceId: query.invoice_id },
    query.page_number,
    query.page_size,
  );
  return {
    content: rows.map((r) => onlinePaymentView(r, now)),
    page_number: query.page_number,
    page_size: query.page_size,
    total_elements: total,
    total_pages: Math.ceil(total / query.page_size),
    total_capped: false,
  };
}

/** What the payer's return page shows, by the link's random id (no sign-in). */
export async function loadOnlinePaymentReturn(db: Db, publicId: string, now: Date): Promise<OnlinePaymentReturn> {
  const row = await findByPublicId(db, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'onlinePayment.notFound');
  const seller = sellerOf(row.seller);
  return {
    public_id: row.publicId,
    status: effectiveOnlinePaymentStatus(row.status, row.expiresAt, now),
    garage_name: seller.name,
    invoice_number: row.invoiceNumber,
    amount: money(row.amount).toFixed(seller.rounding_digits),
    currency_code: row.currencyCode,
    country_code: seller.country_code,
    rounding_digits: seller.rounding_digits,
    time_zone: seller.time_zone,
    provider: row.provider,
    updated_at: row.updatedAt.toISOString(),
  };
}
