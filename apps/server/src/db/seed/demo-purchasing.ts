/**
 * The demo garage's vendors and purchasing (decision 053), through the same use cases as the API: two
 * vendors, a purchase order awaiting approval for the parts below their minimum stock, and one received
 * from the oil vendor whose bill is still owed in part.
 */
import { localDay } from '@garage/domain';
import { changePurchaseOrderStatus, type SendDeps } from '../../modules/purchasing/change-purchase-order-status.ts';
import { createPurchaseOrder } from '../../modules/purchasing/create-purchase-order.ts';
import { createStockIn } from '../../modules/purchasing/create-stock-in.ts';
import { recordOutgoingPayments } from '../../modules/purchasing/record-outgoing-payments.ts';
import { createVendor } from '../../modules/vendors/create-vendor.ts';
import type { Membership } from '../../platform/guard.ts';
import type { Tx } from '../client.ts';

// Nothing is e-mailed while seeding: the demo's purchase orders are marked sent by hand.
const NO_SEND = {} as SendDeps;

export async function seedDemoPurchasing(
  tx: Tx,
  current: Membership,
  ownerId: number,
  parts: { battery: number; wiper: number; oil: number; oilFilter: number },
  now: Date,
): Promise<void> {
  const bosch = await createVendor(
    tx,
    current,
    {
      name: 'Bosch Distributors Bengaluru',
      tax_number: '29AAACB1234F1Z2',
      contact_name: 'Kiran Shetty',
      phone: '+91 80 4123 4567',
      email: 'orders@bosch-blr.example',
      address: '45 Peenya Industrial Area, Bengaluru 560058',
      payment_terms_days: 30,
      notes: 'Delivers Tuesdays and Fridays.',
      active: true,
    },
    ownerId,
    now,
  );
  const castrol = await createVendor(
    tx,
    current,
    {
      name: 'Castrol Lubricants India',
      tax_number: '29AABCC5678G1Z9',
      contact_name: 'Deepa Menon',
      phone: '+91 80 2234 5678',
      email: 'south.sales@castrol-in.example',
      address: 'Whitefield, Bengaluru 560066',
      payment_terms_days: 15,
      notes: null,
      active: true,
    },
    ownerId,
    now,
  );
  // Suggested from reorder levels: the battery is sold out, one wiper blade is left.
  const suggested = await createPurchaseOrder(
    tx,
    current,
    {
      vendor_id: bosch.vendor_id,
      expected_date: null,
      notes: 'From reorder levels.',
      lines: [
        { part_id: parts.battery, quantity: '4' },
        { part_id: parts.wiper, quantity: '3' },
        { part_id: parts.oilFilter, quantity: '10' },
      ],
    },
    ownerId,
    now,
  );
  await changePurchaseOrderStatus(
    tx,
    NO_SEND,
    current,
    suggested,
    { status: 'AWAITING_APPROVAL', send_email: false },
    ownerId,
    now,
    'en',
  );
  const oil = await createPurchaseOrder(
    tx,
    current,
    { vendor_id: castrol.vendor_id, expected_date: null, notes: null, lines: [{ part_id: parts.oil, quantity: '40' }] },
    ownerId,
    now,
  );
  for (const status of ['AWAITING_APPROVAL', 'APPROVED', 'SENT'] as const)
    await changePurchaseOrderStatus(tx, NO_SEND, current, oil, { status, send_email: false }, ownerId, now, 'en');
  const today = localDay(now, 'Asia/Kolkata');
  const bill = await createStockIn(
    tx,
    current,
    {
      purchase_order_id: oil,
      bill_number: 'CLI/2026/0457',
      bill_date: today,
      notes: 'First delivery; the rest next week.',
      lines: [{ part_id: parts.oil, quantity: '20' }],
    },
    ownerId,
    now,
  );
  await recordOutgoingPayments(
    tx,
    current,
    [
      {
        vendor_id: castrol.vendor_id,
        stock_in_id: bill,
        amount: '5000',
        method: 'BANK_TRANSFER',
        reference: 'NEFT-88213',
        transaction_date: today,
      },
    ],
    ownerId,
    now,
  );
}
