import { priceRules } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { amcStates } from './amc-rules.ts';
import { isoToLocalInput, localInputToIso } from './editor-dates.ts';
import { amcItem, draft, IN, line, NOW } from './editor-test-data.ts';
import { buildPayload, draftIssues, odometerFor, updateBody } from './payload-rules.ts';

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
