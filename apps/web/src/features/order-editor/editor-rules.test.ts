import { type AmcItem, routes } from '@garage/contract';
import { hasAnyRole, priceRules } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { groupByPackage, previewColumns, totalRows } from '../../lib/orders/document-lines.ts';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';
import { afterSave, afterSaveHref, tabOfStatus } from './after-save.ts';
import { amcStates, effectiveDiscount } from './amc-rules.ts';
import { isoToLocalInput, localInputToIso } from './editor-dates.ts';
import { type EditorDraft, emptyDraft, type LineDraft } from './editor-draft.ts';
import { effectiveMode, parseEditorSearch } from './editor-mode.ts';
import { pageRoles } from './editor-roles.ts';
import { lineIssues } from './line-rules.ts';
import { buildPayload, draftIssues, odometerFor, updateBody } from './payload-rules.ts';
import { odometerText } from './preview-rules.ts';
import { signatureCanvasSize, signatureRequired } from './signature-rules.ts';
import { computeTotals, type GarageSettings } from './totals-rules.ts';

const IN: GarageSettings = { countryCode: 'IN', digits: 2, taxApplicable: true, timeZone: 'Asia/Kolkata' };
const NOW = new Date('2025-03-05T06:00:00Z'); // 11:30 in Kolkata

function line(over: Partial<LineDraft> = {}): LineDraft {
  return {
    key: over.key ?? 'a',
    kind: 'service',
    itemId: 1,
    name: 'Oil change',
    code: '9987',
    packageName: null,
    quantity: '1',
    unitPrice: '1000',
    masterPrice: '1000',
    discount: '',
    taxInclusive: false,
    taxCategoryId: 7,
    masterTaxCategoryId: 7,
    insurancePercentage: '',
    customerPercentage: '',
    unitId: null,
    unitSymbol: null,
    purchasePrice: null,
    ...over,
  };
}

function draft(over: Partial<EditorDraft> = {}): EditorDraft {
  return {
    ...emptyDraft('REPAIR_ORDER'),
    customerId: 5,
    vehicleId: 9,
    lines: [line()],
    deliveryTime: '2025-03-06T10:00',
    ...over,
  };
}

const GST18 = {
  tax_category_id: 7,
  name: 'GST 18%',
  total_value: '18',
  tax_component_list: [
    { tax_component_name: 'CGST', value: '9' },
    { tax_component_name: 'SGST', value: '9' },
  ],
};

function amcItem(over: Partial<AmcItem> = {}): AmcItem {
  return {
    id: 1,
    customer_id: 5,
    user_car_id: null,
    kind: 'service',
    item_id: 1,
    item_name: 'Oil change',
    quantity: '3',
    availed_quantity: '1',
    discount: '50',
    unit: null,
    uom_child: null,
    ...over,
  };
}

describe('editor address', () => {
  it('reads known search parameters and drops the rest', () => {
    expect(
      parseEditorSearch({ type: 'COUNTER_SALE', mode: 'COPY', order_id: '12', customer_id: 3, from: 'customer-details', x: 1 }),
    ).toEqual({ type: 'COUNTER_SALE', mode: 'COPY', order_id: 12, customer_id: 3, from: 'customer-details' });
    expect(parseEditorSearch({ type: 'TRUCK', mode: 'DELETE', order_id: '-1', step: 'other' })).toEqual({});
    expect(parseEditorSearch({ step: 'preview' })).toEqual({ step: 'preview' });
  });

  it('falls back to CREATE when a mode has no document', () => {
    expect(effectiveMode('EDIT', undefined)).toBe('CREATE');
    expect(effectiveMode(undefined, 4)).toBe('EDIT');
    expect(effectiveMode('VIEW', 4)).toBe('VIEW');
  });
});

describe('page roles by mode (shell 6)', () => {
  it('lets owners and create/edit order users create, only owners and edit order users edit', () => {
    expect(pageRoles('ORDER', 'CREATE')).toEqual(['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER']);
    expect(pageRoles('ORDER', 'COPY')).toEqual(['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER']);
    expect(pageRoles('ORDER', 'EDIT')).toEqual(['GARAGE_OWNER', 'EDIT_ORDER']);
    expect(pageRoles('ORDER', 'EDIT_ESTIMATE')).toEqual(['GARAGE_OWNER', 'EDIT_ORDER']);
    expect(pageRoles('ORDER', 'VIEW')).toContain('VIEW_ORDER');
  });

  it('uses the contract roles for quotations', () => {
    expect(pageRoles('QUOTE', 'CREATE')).toEqual(['GARAGE_OWNER', 'CREATE_QUOTE', 'EDIT_QUOTE', 'CREATE_ORDER']);
    // Issue 11 (drift fix): the contract's QUOTE_EDIT, EDIT_ORDER included; it was a copy without it.
    expect(pageRoles('QUOTE', 'EDIT')).toEqual(['GARAGE_OWNER', 'EDIT_QUOTE', 'EDIT_ORDER']);
  });

  it('lets a user with EDIT_ORDER but not EDIT_QUOTE edit a quotation, as the server lets them (issue 11)', () => {
    const roles = ['EDIT_ORDER'];
    expect(hasAnyRole(roles, pageRoles('QUOTE', 'EDIT'))).toBe(true);
    // The page asks exactly what the routes it calls ask.
    expect(pageRoles('QUOTE', 'EDIT')).toEqual(routes.updateQuote.roles);
    expect(pageRoles('QUOTE', 'CREATE')).toEqual(routes.createQuote.roles);
    expect(pageRoles('ORDER', 'EDIT')).toEqual(routes.updateOrder.roles);
    expect(hasAnyRole(['EDIT_QUOTE'], pageRoles('QUOTE', 'EDIT'))).toBe(true);
    expect(hasAnyRole(['VIEW_QUOTE'], pageRoles('QUOTE', 'EDIT'))).toBe(false);
  });
});

describe('signature step (spec 5)', () => {
  const base = { document: 'ORDER' as const, orderType: 'REPAIR_ORDER' as const, mode: 'CREATE' as const, phone: true };
  it('is required for a new order on a phone', () => {
    expect(signatureRequired(base)).toBe(true);
    expect(signatureRequired({ ...base, orderType: 'AMC' })).toBe(true);
    expect(signatureRequired({ ...base, mode: 'COPY' })).toBe(true);
  });
  it('is skipped on web/desktop, for counter sales, quotations and edits', () => {
    expect(signatureRequired({ ...base, phone: false })).toBe(false);
    expect(signatureRequired({ ...base, orderType: 'COUNTER_SALE' })).toBe(false);
    expect(signatureRequired({ ...base, document: 'QUOTE' })).toBe(false);
    expect(signatureRequired({ ...base, mode: 'EDIT' })).toBe(false);
  });
  it('sizes the drawing area as spec 2.1 says', () => {
    expect(signatureCanvasSize(null)).toEqual({ width: 400, height: 500 });
    expect(signatureCanvasSize('portrait')).toEqual({ width: 360, height: 500 });
    expect(signatureCanvasSize('landscape')).toEqual({ width: 720, height: 500 });
  });
});

describe('AMC rule (spec 5)', () => {
  it('keeps the discount within the remaining quantity and drops it beyond', () => {
    const items = [amcItem()];
    const within = amcStates([line({ quantity: '2', discount: '50' })], items, 9);
    expect(within.get('a')).toMatchObject({ exceeded: false, remaining: '2' });
    expect(effectiveDiscount(line({ discount: '50' }), true, within.get('a'))).toBe('50');

    const beyond = amcStates([line({ quantity: '3', discount: '50' })], items, 9);
    expect(beyond.get('a')?.exceeded).toBe(true);
    expect(effectiveDiscount(line({ discount: '50' }), true, beyond.get('a'))).toBe('0');
  });

  it("gives a line without its own discount the contract's discount while within the balance", () => {
    const states = amcStates([line({ quantity: '1', discount: '' })], [amcItem({ discount: '10.0000' })], 9);
    expect(effectiveDiscount(line({ discount: '' }), true, states.get('a'))).toBe('10');
    expect(effectiveDiscount(line({ discount: '5' }), true, states.get('a'))).toBe('5');
  });

  it('lets lines of the same item use the balance in turn', () => {
    const states = amcStates(
      [line({ key: 'a', quantity: '1' }), line({ key: 'b', quantity: '1' }), line({ key: 'c', quantity: '1' })],
      [amcItem()],
      9,
    );
    expect([states.get('a')?.exceeded, states.get('b')?.exceeded, states.get('c')?.exceeded]).toEqual([false, false, true]);
  });

  it("uses the vehicle's own contract item before the customer's general one, and ignores other vehicles' items", () => {
    const general = amcItem({ id: 1, user_car_id: null, quantity: '5', availed_quantity: '0' });
    const own = amcItem({ id: 2, user_car_id: 9, quantity: '1', availed_quantity: '0' });
    const other = amcItem({ id: 3, user_car_id: 77, quantity: '9', availed_quantity: '0' });
    const states = amcStates([line({ key: 'a' }), line({ key: 'b' })], [general, own, other], 9);
    expect(states.get('a')?.item.id).toBe(2);
    expect(states.get('b')?.item.id).toBe(1);
    expect(amcStates([line()], [other], 9).size).toBe(0);
  });

  it('compares parts through unit multipliers; units of other kinds cannot use the contract', () => {
    // The contract counts litres (unit 1); the line millilitres (unit 2).
    const items = [amcItem({ kind: 'part', item_id: 4, quantity: '2', availed_quantity: '0', uom_child: 1 })];
    const part = (q: string, unitId: number) => line({ kind: 'part', itemId: 4, unitId, quantity: q });
    expect(amcStates([part('1500', 2)], items, 9).get('a')?.exceeded).toBe(false);
    expect(amcStates([part('2500', 2)], items, 9).get('a')?.exceeded).toBe(true);
    // Kilograms are no volume.
    expect(amcStates([part('1', 5)], items, 9).get('a')?.exceeded).toBe(true);
  });

  it('ignores lines without an AMC item and never discounts without item-wise discounts', () => {
    expect(amcStates([line({ itemId: 99 })], [amcItem()], 9).size).toBe(0);
    expect(effectiveDiscount(line({ discount: '10' }), false, undefined)).toBe('0');
  });
});

describe('price roles', () => {
  it('lets the owner change any price', () => {
    expect(priceRules(['GARAGE_OWNER', 'PRICE_EDIT_RESTRICTED', 'PRICE_VIEW_RESTRICTED'])).toEqual({
      readOnly: false,
      capAtMaster: false,
      hidePurchase: false,
    });
  });

  it('keeps the master price with PRICE_EDIT_RESTRICTED', () => {
    const rules = priceRules(['JOB_CONTROLLER', 'PRICE_EDIT_RESTRICTED']);
    expect(rules.readOnly).toBe(true);
    expect(lineIssues(line({ unitPrice: '1000.00' }), rules)).toEqual([]);
    expect(lineIssues(line({ unitPrice: '900' }), rules)).toEqual([{ field: 'unitPrice', key: 'order.priceRestricted' }]);
  });

  it('refuses a price above the master with PRICE_EDIT_RESTRICTED_UPWARDS', () => {
    const rules = priceRules(['CREATE_ORDER', 'PRICE_EDIT_RESTRICTED_UPWARDS']);
    expect(lineIssues(line({ unitPrice: '900' }), rules)).toEqual([]);
    expect(lineIssues(line({ unitPrice: '1000.01' }), rules)).toEqual([{ field: 'unitPrice', key: 'order.priceAboveMaster' }]);
    // A line without a master price is not bounded.
    expect(lineIssues(line({ unitPrice: '5000', masterPrice: null }), rules)).toEqual([]);
  });

  it('hides purchase prices with PRICE_VIEW_RESTRICTED', () => {
    expect(priceRules(['CREATE_ORDER', 'PRICE_VIEW_RESTRICTED']).hidePurchase).toBe(true);
  });

  it('needs a quantity above zero and percentages between 0 and 100', () => {
    const rules = priceRules(['GARAGE_OWNER']);
    expect(lineIssues(line({ quantity: '0' }), rules)).toEqual([{ field: 'quantity', key: 'order.quantity' }]);
    expect(lineIssues(line({ quantity: '' }), rules)).toEqual([{ field: 'quantity', key: 'order.quantity' }]);
    expect(lineIssues(line({ quantity: '-1' }), rules)).toEqual([{ field: 'quantity', key: 'order.quantity' }]);
    expect(lineIssues(line({ quantity: '0.5' }), rules)).toEqual([]);
    expect(lineIssues(line({ discount: '101', insurancePercentage: 'x' }), rules)).toEqual([
      { field: 'discount', key: 'field.percent' },
      { field: 'insurancePercentage', key: 'field.invalid' },
    ]);
    expect(lineIssues(line({ discount: '-10' }), rules)).toEqual([{ field: 'discount', key: 'field.percent' }]);
  });

  it('refuses insurance % and customer % adding up to more than 100, as the server does', () => {
    const rules = priceRules(['GARAGE_OWNER']);
    expect(lineIssues(line({ insurancePercentage: '60', customerPercentage: '40' }), rules)).toEqual([]);
    expect(lineIssues(line({ insurancePercentage: '60', customerPercentage: '60' }), rules)).toEqual([
      { field: 'customerPercentage', key: 'order.sharesOver100' },
    ]);
  });
});

describe('checks before the preview', () => {
  const ctx = { document: 'ORDER' as const, mode: 'CREATE' as const, settings: IN, priceRules: priceRules([]), now: NOW };

  it('passes a complete order', () => {
    expect(draftIssues(draft(), ctx)).toEqual([]);
  });

  it('needs the delivery time of an order, not of a counter sale or a quotation', () => {
    expect(draftIssues(draft({ deliveryTime: '' }), ctx)).toEqual(['deliveryTime']);
    expect(draftIssues(draft({ deliveryTime: 'soon' }), ctx)).toEqual(['deliveryTime']);
    expect(draftIssues(draft({ deliveryTime: '2025-03-04T10:00' }), ctx)).toEqual(['deliveryTime']);
    expect(draftIssues(draft({ deliveryTime: '', orderType: 'COUNTER_SALE' }), ctx)).toEqual([]);
    expect(draftIssues(draft({ deliveryTime: '' }), { ...ctx, document: 'QUOTE' })).toEqual([]);
  });

  it('needs a customer, lines, and a vehicle unless it is a counter sale', () => {
    expect(draftIssues(draft({ customerId: null, vehicleId: null, lines: [] }), ctx)).toEqual(['customer', 'vehicle', 'lines']);
    expect(draftIssues(draft({ vehicleId: null, orderType: 'COUNTER_SALE' }), ctx)).toEqual([]);
  });

  it('reports line problems and a value without a property name', () => {
    expect(draftIssues(draft({ lines: [line({ quantity: '0' })] }), ctx)).toEqual(['lineErrors']);
    expect(draftIssues(draft({ properties: [{ key: '', value: 'x' }] }), ctx)).toEqual(['properties']);
    expect(draftIssues(draft({ properties: [{ key: 'Bay', value: '' }] }), ctx)).toEqual([]);
  });

  it('refuses HTML in the text fields the server checks, per field', () => {
    expect(draftIssues(draft({ lpoNumber: '<b>LPO</b>' }), ctx)).toEqual(['lpoNumberHtml']);
    expect(draftIssues(draft({ garageRecommendation: 'Check <script>alert(1)</script>' }), ctx)).toEqual([
      'garageRecommendationHtml',
    ]);
    expect(draftIssues(draft({ customerRemarks: ['Noise', '<a href="x">link</a>'] }), ctx)).toEqual(['customerRemarksHtml']);
    expect(draftIssues(draft({ comments: ['javascript:void(0)'] }), ctx)).toEqual(['commentsHtml']);
    expect(draftIssues(draft({ properties: [{ key: '<i>Bay</i>', value: '3' }] }), ctx)).toEqual(['propertiesHtml']);
    expect(draftIssues(draft({ properties: [{ key: 'Bay', value: '<img src=x>' }] }), ctx)).toEqual(['propertiesHtml']);
    expect(draftIssues(draft({ lpoNumber: '<b>', comments: ['<br>'], properties: [{ key: '', value: '<p>' }] }), ctx)).toEqual([
      'properties',
      'lpoNumberHtml',
      'commentsHtml',
      'propertiesHtml',
    ]);
  });

  it('lets plain text with angle brackets and maths through', () => {
    expect(
      draftIssues(
        draft({
          lpoNumber: 'PO <12345>',
          garageRecommendation: 'Pressure < 30 psi, temperature > 90',
          customerRemarks: ['a<b', '5 > 3'],
          comments: ['Tyres: 2 < 4'],
          properties: [{ key: 'Bay', value: '< 3' }],
        }),
        ctx,
      ),
    ).toEqual([]);
  });
});

describe('odometerFor', () => {
  it('takes the vehicle reading unless one is typed', () => {
    expect(odometerFor('', { odometer_reading: 42000 })).toBe('42000');
    expect(odometerFor('  ', { odometer_reading: 42000 })).toBe('42000');
    expect(odometerFor('43100', { odometer_reading: 42000 })).toBe('43100');
    expect(odometerFor('', { odometer_reading: null })).toBe('');
    expect(odometerFor('', { odometer_reading: 0 })).toBe('');
    expect(odometerFor('', null)).toBe('');
  });
});

describe('payload', () => {
  it('builds the order with comments joined by the domain rule', () => {
    const body = buildPayload(
      draft({
        comments: ['Wash the car', ',', '  ', 'Call before delivery'],
        customerRemarks: ['Noise from the front', ''],
        lpoNumber: '  ',
        garageRecommendation: 'Replace the wipers',
        properties: [
          { key: 'Bay', value: '3' },
          { key: '', value: '' },
        ],
        odometer: '42000',
      }),
      { settings: IN, now: NOW },
      new Map(),
    );
    expect(body).toMatchObject({
      order_type: 'REPAIR_ORDER',
      customer_id: 5,
      user_car_id: 9,
      item_wise_discount: true,
      discount: null,
      comments: 'Wash the car,Call before delivery',
      customer_remarks: ['Noise from the front'],
      lpo_number: null,
      garage_recommendation: 'Replace the wipers',
      order_properties: [{ key: 'Bay', value: '3' }],
      odometer_reading: 42000,
      // 10:00 in Kolkata is 04:30 UTC.
      estimated_delivery_time: '2025-03-06T04:30:00.000Z',
    });
    expect(body.services_break_up).toEqual([
      {
        service_id: 1,
        service_name: 'Oil change',
        sac: '9987',
        quantity: '1',
        unit_price: '1000',
        discount: '0',
        tax_category_id: 7,
        tax_inclusive: false,
        insurance_percentage: null,
        customer_percentage: null,
        package_name: null,
      },
    ]);
    expect(body.parts_break_up).toEqual([]);
  });

  it('sends a comma-only comment list as empty', () => {
    expect(buildPayload(draft({ comments: [',', ' , '] }), { settings: IN, now: NOW }, new Map()).comments).toBe('');
  });

  it('hands a counter sale over now and sends package items with their package name', () => {
    const body = buildPayload(
      draft({
        orderType: 'COUNTER_SALE',
        vehicleId: null,
        deliveryTime: '',
        lines: [line({ kind: 'part', itemId: 3, name: 'Filter', code: '8421', unitId: 9, packageName: 'Basic service' })],
      }),
      { settings: IN, now: NOW },
      new Map(),
    );
    expect(body.estimated_delivery_time).toBe(NOW.toISOString());
    expect(body.user_car_id).toBeNull();
    expect(body.parts_break_up?.[0]).toMatchObject({ part_id: 3, hsn: '8421', uom_child: 9, package_name: 'Basic service' });
  });

  it('sends the order-level discount only without item-wise discounts, and AMC lines beyond the balance without discount', () => {
    const orderLevel = buildPayload(
      draft({ itemWiseDiscount: false, discountType: 'AMOUNT', discountValue: '100', lines: [line({ discount: '10' })] }),
      { settings: IN, now: NOW },
      new Map(),
    );
    expect(orderLevel.discount).toEqual({ type: 'AMOUNT', value: '100' });
    expect(orderLevel.services_break_up?.[0]?.discount).toBe('0');

    const amc = amcStates([line({ quantity: '5', discount: '50' })], [amcItem()], 9);
    const body = buildPayload(
      draft({ orderType: 'AMC', lines: [line({ quantity: '5', discount: '50' })] }),
      { settings: IN, now: NOW },
      amc,
    );
    expect(body.services_break_up?.[0]?.discount).toBe('0');
  });

  it('leaves the order type out of the edit body', () => {
    const body = updateBody(buildPayload(draft(), { settings: IN, now: NOW }, new Map()));
    expect('order_type' in body).toBe(false);
  });

  it('converts delivery times between the garage zone and ISO', () => {
    expect(localInputToIso('2025-03-06T10:00', 'America/New_York')).toBe('2025-03-06T15:00:00.000Z');
    expect(isoToLocalInput('2025-03-06T04:30:00.000Z', 'Asia/Kolkata')).toBe('2025-03-06T10:00');
    expect(localInputToIso('', 'Asia/Kolkata')).toBeNull();
  });
});

describe('live totals', () => {
  it('prices with the domain engine: India shows one line per tax component', () => {
    const totals = computeTotals(draft(), IN, [GST18], new Map());
    expect(totals.ok).toBe(true);
    if (!totals.ok) return;
    expect(totals.priced.sub_total).toBe('1000.00');
    expect(totals.priced.tax_lines).toEqual([
      { name: 'CGST', amount: '90.00' },
      { name: 'SGST', amount: '90.00' },
    ]);
    expect(totals.priced.grand_total).toBe('1180.00');
  });

  it('shows one line per tax category elsewhere and reports a missing tax category', () => {
    const ae = { ...IN, countryCode: 'AE' };
    const totals = computeTotals(draft(), ae, [GST18], new Map());
    expect(totals.ok && totals.priced.tax_lines).toEqual([{ name: 'GST 18%', amount: '180.00' }]);
    const missing = computeTotals(
      draft({ lines: [line({ taxCategoryId: null, masterTaxCategoryId: null })] }),
      IN,
      [],
      new Map(),
    );
    expect(missing).toEqual({ ok: false, key: 'pricing.taxCategoryRequired', line: 0 });
  });

  it('summarises: discount only above 0 and without item-wise discounts', () => {
    const totals = computeTotals(
      draft({ itemWiseDiscount: false, discountType: 'PERCENTAGE', discountValue: '10' }),
      IN,
      [GST18],
      new Map(),
    );
    if (!totals.ok) throw new Error('not priced');
    expect(totalRows(totals.priced, false).map((r) => r.kind)).toEqual(['subTotal', 'tax', 'tax', 'discount', 'grandTotal']);
    expect(totalRows(totals.priced, true).map((r) => r.kind)).toEqual(['subTotal', 'tax', 'tax', 'grandTotal']);
  });
});

describe('totals the server refuses (issue 10)', () => {
  const plain = { readOnly: false, capAtMaster: false, hidePurchase: false };
  const credit = line({ key: 'b', itemId: null, masterPrice: null, name: 'Old battery', unitPrice: '-100' });

  it('keeps a negative line (an exchange credit) when the document stays at or above zero', () => {
    expect(lineIssues(credit, plain)).toEqual([]);
    const totals = computeTotals(draft({ lines: [line(), credit] }), IN, [GST18], new Map());
    expect(totals.ok && totals.priced.grand_total).toBe('1062.00');
  });

  it('refuses a document whose total is below zero, as the server does', () => {
    const totals = computeTotals(draft({ lines: [credit] }), IN, [GST18], new Map());
    expect(totals).toEqual({ ok: false, key: 'pricing.negativeTotal', line: undefined });
  });

  it('refuses totals beyond the money column, and quantities beyond theirs', () => {
    const huge = line({ itemId: null, masterPrice: null, unitPrice: '999999999999.9999' });
    expect(lineIssues(huge, plain)).toEqual([]);
    expect(computeTotals(draft({ lines: [huge] }), IN, [GST18], new Map())).toEqual({
      ok: false,
      key: 'pricing.totalTooLarge',
      line: undefined,
    });
    expect(lineIssues(line({ quantity: '999999999999' }), plain)).toEqual([{ field: 'quantity', key: 'order.quantity' }]);
  });
});

describe('preview (spec 2.2)', () => {
  it('varies the columns with tax, item-wise discount and packages', () => {
    expect(previewColumns({ taxApplies: false, itemWiseDiscount: false, anyPackage: false })).toEqual([
      'index',
      'name',
      'quantity',
      'rate',
      'amount',
    ]);
    expect(previewColumns({ taxApplies: true, itemWiseDiscount: true, anyPackage: true })).toEqual([
      'package',
      'index',
      'name',
      'code',
      'quantity',
      'rate',
      'discount',
      'tax',
      'amount',
    ]);
    expect(previewColumns({ taxApplies: false, itemWiseDiscount: true, anyPackage: false })).toContain('discount');
    expect(previewColumns({ taxApplies: true, itemWiseDiscount: false, anyPackage: false })).not.toContain('discount');
  });

  it('groups package items under the package name', () => {
    const groups = groupByPackage([
      { packageName: null, n: 1 },
      { packageName: 'Basic', n: 2 },
      { packageName: null, n: 3 },
      { packageName: 'Basic', n: 4 },
    ]);
    expect(groups.map((g) => [g.packageName, g.lines.map((l) => l.n)])).toEqual([
      [null, [1]],
      ['Basic', [2, 4]],
      [null, [3]],
    ]);
  });

  it('shows the odometer in KM, or MILE in the USA', () => {
    expect(odometerText('42000', 'IN')).toBe('42000 KM');
    expect(odometerText(42000, 'US')).toBe('42000 MILE');
    expect(odometerText('', 'IN')).toBeNull();
  });
});

describe('after saving (spec 2.3)', () => {
  it('goes to the order list tab of the new status', () => {
    expect(tabOfStatus('CREATED')).toBe('OPEN');
    expect(tabOfStatus('PAYMENT_DUE')).toBe('PAYMENT_DUE');
    expect(afterSaveHref(afterSave('ORDER', 'CREATE', { order_id: 3, status: 'PAYMENT_DUE', customer_id: 5 }, undefined))).toBe(
      '/tabs/orders?tab=PAYMENT_DUE',
    );
  });

  it('goes back to the customer when the flow started there, to the quotation list for quotations', () => {
    const saved = { order_id: 3, status: 'CREATED', customer_id: 5 };
    expect(afterSaveHref(afterSave('ORDER', 'CREATE', saved, 'customer-details'))).toBe('/tabs/customer-details/5');
    expect(afterSaveHref(afterSave('QUOTE', 'CREATE', saved, undefined))).toBe('/tabs/quotation');
    expect(afterSaveHref(afterSave('ORDER', 'EDIT', saved, undefined))).toMatch(/^\/tabs\/order-details\/3\/\d{1,4}$/);
  });

  it('links an order as /tabs/order-details/{order}/{random}', () => {
    expect(orderDetailsHref(12, 345)).toBe('/tabs/order-details/12/345');
  });
});
