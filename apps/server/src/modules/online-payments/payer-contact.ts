import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer, insurancePartner } from '../../db/schema.ts';
import type { InvoiceRow } from '../invoices/invoice.repository.ts';

/**
 * Where the bill's party can be reached now, read from the stored customer (or insurer) row: a payment
 * link is never sent to an address a request names (as invoice links, share-invoice.ts).
 */
export async function payerContact(
  db: Db,
  bill: Pick<InvoiceRow, 'groupId' | 'customerId' | 'insurancePartnerId'>,
): Promise<{ mobile: string | null; email: string | null }> {
  if (bill.insurancePartnerId) {
    const [row] = await db
      .select({ mobile: insurancePartner.mobileNumber, email: insurancePartner.email })
      .from(insurancePartner)
      .where(and(eq(insurancePartner.groupId, bill.groupId), eq(insurancePartner.id, bill.insurancePartnerId)));
    return { mobile: row?.mobile ?? null, email: row?.email ?? null };
  }
  const [row] = await db
    .select({ code: customer.countryPhoneCode, mobile: customer.mobileNumber, email: customer.email })
    .from(customer)
    .where(and(eq(customer.groupId, bill.groupId), eq(customer.id, bill.customerId)));
  return { mobile: row?.mobile ? `+${row.code}${row.mobile}` : null, email: row?.email ?? null };
}
