/**
 * Sample invoices of the four countries the product handles specially, priced by the domain's `priceOrder`
 * so every amount adds up as the server's would. Fixed dates (no clock). Used by the invoice PDF tests and
 * its benchmark.
 */
import type { Invoice } from '@garage/contract';
import { amountDue, type PriceLineInput, paymentStatus, priceOrder, type TaxCategoryRate } from '@garage/domain';

export interface SampleLine {
  kind: 'service' | 'part';
  name: string;
  code?: string | null;
  package_name?: string | null;
  quantity: string;
  unit_price: string;
  /** Item-wise discount in percent. */
  discount?: string;
  tax_inclusive?: boolean;
  tax: TaxCategoryRate | null;
}

export const GST_18: TaxCategoryRate = {
  name: 'GST 18%',
  total_value: '18',
  components: [
    { name: 'CGST 9%', value: '9' },
    { name: 'SGST 9%', value: '9' },
  ],
};
export const GST_28: TaxCategoryRate = {
  name: 'GST 28%',
  total_value: '28',
  components: [
    { name: 'CGST 14%', value: '14' },
    { name: 'SGST 14%', value: '14' },
  ],
};
export const VAT_15: TaxCategoryRate = { name: 'VAT 15%', total_value: '15', components: [{ name: 'VAT 15%', value: '15' }] };
export const IVA_16: TaxCategoryRate = { name: 'IVA 16%', total_value: '16', components: [{ name: 'IVA 16%', value: '16' }] };
export const SALES_TAX: TaxCategoryRate = {
  name: 'Sales tax 8.25%',
  total_value: '8.25',
  components: [
    { name: 'State tax 6.25%', value: '6.25' },
    { name: 'Local tax 2%', value: '2' },
  ],
};

interface SampleOptions {
  country: string;
  currency: string;
  timeZone: string;
  digits?: number;
  lines: SampleLine[];
  itemWiseDiscount?: boolean;
  orderDiscount?: { type: 'PERCENTAGE' | 'AMOUNT'; value: string } | null;
  paid?: string;
  overrides?: Partial<Invoice>;
}

export function sampleInvoice(o: SampleOptions): Invoice {
  const digits = o.digits ?? 2;
  const inputs: PriceLineInput[] = o.lines.map((l) => ({
    kind: l.kind,
    quantity: l.quantity,
    unit_price: l.unit_price,
    discount: l.discount ?? '0',
    tax_inclusive: l.tax_inclusive ?? false,
    tax_category: l.tax,
  }));
  const priced = priceOrder(inputs, {
    digits,
    is_tax_applicable: true,
    country_code: o.country,
    item_wise_discount: o.itemWiseDiscount ?? false,
    discount: o.orderDiscount ?? null,
  });
  const paid = o.paid ?? '0.00';
  return {
    invoice_id: 1,
    garage_id: 1,
    order_id: 7,
    external_order_id: 'RO-00042',
    order_type: 'REPAIR',
    order_status: 'PAYMENT_DUE',
    invoice_number: 'INV/2026/00012',
    fy: '2026',
    invoice_type: 'B2C',
    share: 'FULL',
    status: 'ACTIVE',
    zero_reason: null,
    void_reason: null,
    invoiced_at: '2026-03-05T09:00:00.000Z',
    invoice_day: '2026-03-05',
    customer_id: 3,
    insurance_partner_id: null,
    credited_amount: '0.00',
    related: [],
    cfdi: null,
    customer: { name: 'Customer', mobile: null, email: null, address: null, tax_number: null },
    vehicle: null,
    seller: {
      name: 'Garage',
      mobile: null,
      email: null,
      address: null,
      tax_number: null,
      logo_url: null,
      country_code: o.country,
      currency_code: o.currency,
      time_zone: o.timeZone,
      rounding_digits: digits,
    },
    lpo_number: null,
    insured: null,
    place_of_supply: null,
    summary_orders: [],
    customer_remarks: [],
    garage_recommendation: null,
    item_wise_discount: o.itemWiseDiscount ?? false,
    lines: priced.lines.map((p, i) => {
      const l = o.lines[i]!;
      return {
        kind: l.kind,
        line_id: i + 1,
        item_id: i + 1,
        name: l.name,
        code: l.code ?? null,
        package_name: l.package_name ?? null,
        quantity: l.quantity,
        unit_price: l.unit_price,
        discount: l.discount ?? '0',
        tax_inclusive: l.tax_inclusive ?? false,
        tax_category_id: l.tax ? 1 : null,
        tax_category_name: l.tax?.name ?? null,
        serials: [],
        insurance_percentage: null,
        customer_percentage: null,
        amount: p.amount,
        taxable: p.taxable,
        share: p.share,
        taxes: p.taxes,
        total: p.total,
      };
    }),
    sub_total: priced.sub_total,
    discount: priced.discount,
    tax_lines: priced.tax_lines,
    tax_total: priced.tax_total,
    total_amount: priced.grand_total,
    paid_amount: paid,
    due_amount: amountDue(priced.grand_total, paid).toFixed(digits),
    payment_status: paymentStatus(priced.grand_total, paid),
    payments: [],
    on_account: null,
    created_at: '2026-03-05T09:00:00.000Z',
    ...o.overrides,
  };
}

/** A 1×1 transparent PNG, as a garage logo stored as a data URL. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function indiaInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return sampleInvoice({
    country: 'IN',
    currency: 'INR',
    timeZone: 'Asia/Kolkata',
    itemWiseDiscount: true,
    paid: '20000.00',
    lines: [
      { kind: 'service', name: 'General service labour', code: '998714', quantity: '1', unit_price: '2500', tax: GST_18 },
      { kind: 'service', name: 'Wheel alignment', code: '998714', quantity: '1', unit_price: '800', discount: '10', tax: GST_18 },
      { kind: 'part', name: 'Engine oil 5W-30 (litre)', code: '27101980', quantity: '4.5', unit_price: '650', tax: GST_18 },
      { kind: 'part', name: 'Front brake pads (set)', code: '87083000', quantity: '1', unit_price: '3400', tax: GST_28 },
      { kind: 'part', name: 'Alloy wheel 16"', code: '87087000', quantity: '4', unit_price: '21000', tax: GST_28 },
      {
        kind: 'service',
        name: 'AC gas top-up labour',
        code: '998714',
        package_name: 'AC care package',
        quantity: '1',
        unit_price: '600',
        tax: GST_18,
      },
      {
        kind: 'part',
        name: 'R134a refrigerant (g)',
        code: '29033990',
        package_name: 'AC care package',
        quantity: '450',
        unit_price: '2.5',
        tax: GST_18,
      },
    ],
    overrides: {
      invoice_number: 'INV/25-26/00042',
      fy: '25-26',
      invoice_type: 'B2B',
      lpo_number: 'PO-7781',
      customer: {
        name: 'Sharma Logistics Pvt Ltd',
        mobile: '+91 98765 43210',
        email: 'accounts@sharmalogistics.in',
        address: '14 MG Road, Bengaluru, Karnataka 560001',
        tax_number: '29AABCS1429B1Z1',
      },
      vehicle: { reg_number: 'KA 01 AB 1234', name: 'Toyota Innova Crysta 2.4 GX', odometer_reading: 45210, distance_unit: 'KM' },
      seller: {
        name: 'Sri Ganesh Motors',
        mobile: '+91 80 4123 4567',
        email: 'service@sriganeshmotors.in',
        address: '22 Hosur Road, Koramangala, Bengaluru, Karnataka 560095',
        tax_number: '29AAACG1234F1Z5',
        logo_url: TINY_PNG,
        country_code: 'IN',
        currency_code: 'INR',
        time_zone: 'Asia/Kolkata',
        rounding_digits: 2,
      },
      customer_remarks: ['Brake noise when cold', 'AC not cooling enough'],
      garage_recommendation: 'Replace rear tyres within 3,000 km.',
      ...overrides,
    },
  });
}

export function saudiInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return sampleInvoice({
    country: 'SA',
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    paid: '0.00',
    lines: [
      { kind: 'service', name: 'Oil change labour', quantity: '1', unit_price: '150', tax: VAT_15 },
      { kind: 'part', name: 'Engine oil 5W-40 (litre)', quantity: '5', unit_price: '45', tax: VAT_15 },
      { kind: 'part', name: 'Oil filter', quantity: '1', unit_price: '75', tax: VAT_15 },
    ],
    overrides: {
      invoice_number: 'INV/2026/00007',
      invoiced_at: '2026-04-25T12:30:00.000Z',
      customer: { name: 'محمد العتيبي', mobile: '+966 50 123 4567', email: null, address: null, tax_number: null },
      vehicle: { reg_number: 'ABC 1234', name: 'Toyota Camry 2022', odometer_reading: 61000, distance_unit: 'KM' },
      seller: {
        name: 'Al Noor Auto Service',
        mobile: '+966 11 234 5678',
        email: 'info@alnoorauto.sa',
        address: 'King Fahd Road, Riyadh 12271',
        tax_number: '310122393500003',
        logo_url: null,
        country_code: 'SA',
        currency_code: 'SAR',
        time_zone: 'Asia/Riyadh',
        rounding_digits: 2,
      },
      ...overrides,
    },
  });
}

export function mexicoInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return sampleInvoice({
    country: 'MX',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    paid: '5000.00',
    lines: [
      { kind: 'service', name: 'Afinación mayor', code: '78181500', quantity: '1', unit_price: '2800', tax: IVA_16 },
      { kind: 'part', name: 'Bujías de iridio', code: '25174004', quantity: '4', unit_price: '385.50', tax: IVA_16 },
      { kind: 'part', name: 'Balatas delanteras', code: '25174700', quantity: '1', unit_price: '1290', tax: IVA_16 },
    ],
    overrides: {
      invoice_number: 'A/2026/00031',
      invoiced_at: '2026-03-05T23:30:00.000Z',
      customer: {
        name: 'José Ñúñez Peña',
        mobile: '+52 55 1234 5678',
        email: 'jose.nunez@correo.mx',
        address: 'Av. Insurgentes Sur 1234, Col. Del Valle, CDMX',
        tax_number: 'NUPJ800101AB1',
      },
      vehicle: { reg_number: 'MEX-123-A', name: 'Nissan Versa 2020', odometer_reading: 38500, distance_unit: 'KM' },
      seller: {
        name: 'Taller Mecánico Hermanos Güémez',
        mobile: '+52 55 9876 5432',
        email: 'contacto@tallerguemez.mx',
        address: 'Calle Álvaro Obregón 45, Roma Norte, CDMX',
        tax_number: 'THG010203XY9',
        logo_url: null,
        country_code: 'MX',
        currency_code: 'MXN',
        time_zone: 'America/Mexico_City',
        rounding_digits: 2,
      },
      ...overrides,
    },
  });
}

export function usaInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return sampleInvoice({
    country: 'US',
    currency: 'USD',
    timeZone: 'America/Chicago',
    paid: '0.00',
    orderDiscount: { type: 'AMOUNT', value: '25' },
    lines: [
      { kind: 'service', name: 'Brake inspection', quantity: '1', unit_price: '89.99', tax: null },
      { kind: 'part', name: 'Ceramic brake pads', quantity: '2', unit_price: '64.50', tax: SALES_TAX },
      { kind: 'part', name: 'Brake fluid DOT 4', quantity: '1', unit_price: '18.75', tax: SALES_TAX },
    ],
    overrides: {
      invoice_number: 'INV/2026/00101',
      invoiced_at: '2026-03-05T16:45:00.000Z',
      customer: {
        name: 'Emily Carter',
        mobile: '+1 512 555 0142',
        email: 'emily.carter@example.com',
        address: '800 Congress Ave, Austin, TX 78701',
        tax_number: null,
      },
      vehicle: { reg_number: '7ABC123', name: 'Ford F-150 2019', odometer_reading: 52340, distance_unit: 'MILE' },
      seller: {
        name: 'Lone Star Auto Repair',
        mobile: '+1 512 555 0100',
        email: 'shop@lonestarauto.com',
        address: '1200 S Lamar Blvd, Austin, TX 78704',
        tax_number: '32-0123456',
        logo_url: null,
        country_code: 'US',
        currency_code: 'USD',
        time_zone: 'America/Chicago',
        rounding_digits: 2,
      },
      ...overrides,
    },
  });
}

/** An Indian invoice of `count` lines (half services, half parts), for the long-table test and the benchmark. */
export function longIndiaInvoice(count = 50): Invoice {
  const base = indiaInvoice();
  const lines: SampleLine[] = Array.from({ length: count }, (_, i) => {
    const kind = i % 2 === 0 ? 'service' : 'part';
    return {
      kind,
      name: kind === 'service' ? `Labour item ${i + 1}: inspection and adjustment` : `Spare part ${i + 1} (OEM)`,
      code: kind === 'service' ? '998714' : `8708${String(1000 + (i % 7)).slice(-4)}`,
      quantity: String(1 + (i % 3)),
      unit_price: String(150 + i * 37.5),
      discount: i % 5 === 0 ? '5' : '0',
      tax: i % 4 === 3 ? GST_28 : GST_18,
    };
  });
  const priced = sampleInvoice({ country: 'IN', currency: 'INR', timeZone: 'Asia/Kolkata', itemWiseDiscount: true, lines });
  return {
    ...base,
    ...priced,
    invoice_number: 'INV/25-26/00050',
    customer: base.customer,
    vehicle: base.vehicle,
    seller: base.seller,
    lpo_number: base.lpo_number,
    invoice_type: base.invoice_type,
  };
}
