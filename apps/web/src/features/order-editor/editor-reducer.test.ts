import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../lib/api/masters.ts';
import type { PickedCustomer } from '../../lib/masters/select-customer.tsx';
import { emptyDraft, type LineDraft } from './editor-draft.ts';
import { type EditorState, editorReducer, initialEditorState } from './editor-reducer.ts';

function vehicle(id: number, odometer: number | null = null): Vehicle {
  return { user_car_id: id, reg_number: `KA 0${id}`, odometer_reading: odometer } as Vehicle;
}

function customer(id: number, vehicles?: Vehicle[]): PickedCustomer {
  return { customer_id: id, display_name: `Customer ${id}`, ...(vehicles ? { vehicles } : {}) } as PickedCustomer;
}

function line(key: string, over: Partial<LineDraft> = {}): LineDraft {
  return {
    key,
    kind: 'service',
    itemId: 1,
    name: key,
    code: null,
    packageName: null,
    quantity: '1',
    unitPrice: '100',
    masterPrice: '100',
    discount: '',
    taxInclusive: false,
    taxCategoryId: null,
    masterTaxCategoryId: null,
    insurancePercentage: '',
    customerPercentage: '',
    unitId: null,
    unitSymbol: null,
    purchasePrice: null,
    serials: [],
    ...over,
  };
}

const start = (orderType: 'REPAIR_ORDER' | 'COUNTER_SALE' = 'REPAIR_ORDER'): EditorState =>
  initialEditorState({ draft: emptyDraft(orderType), customer: null, vehicle: null });

describe('editor reducer', () => {
  it('starts without errors shown', () => {
    expect(start()).toMatchObject({ showErrors: false, issues: [], customer: null, vehicle: null });
  });

  it("chooses a customer's only vehicle and its last odometer reading, and clears the customer's problems", () => {
    const checked = editorReducer(start(), { type: 'checked', issues: ['customer', 'vehicle', 'lines'] });
    const state = editorReducer(checked, { type: 'customerPicked', customer: customer(5, [vehicle(9, 42_000)]) });
    expect(state.draft).toMatchObject({ customerId: 5, vehicleId: 9, odometer: '42000' });
    expect(state.vehicle?.user_car_id).toBe(9);
    expect(state.issues).toEqual(['lines']);
    expect(state.showErrors).toBe(true);
  });

  it('leaves the vehicle open for a counter sale and when the customer has several', () => {
    const sale = editorReducer(start('COUNTER_SALE'), { type: 'customerPicked', customer: customer(5, [vehicle(9)]) });
    expect(sale.draft.vehicleId).toBeNull();
    const several = editorReducer(start(), { type: 'customerPicked', customer: customer(5, [vehicle(9), vehicle(8)]) });
    expect(several.draft.vehicleId).toBeNull();
    expect(several.vehicle).toBeNull();
  });

  it('keeps an odometer reading already typed when a vehicle is picked', () => {
    const typed = editorReducer(start(), { type: 'fieldChanged', field: 'odometer', value: '1234' });
    const state = editorReducer(typed, { type: 'vehiclePicked', vehicle: vehicle(9, 42_000) });
    expect(state.draft).toMatchObject({ vehicleId: 9, odometer: '1234' });
  });

  it('adds a created vehicle to the customer and chooses it', () => {
    const picked = editorReducer(start(), { type: 'customerPicked', customer: customer(5) });
    const state = editorReducer(picked, { type: 'vehicleAdded', vehicle: vehicle(3, 10), known: [vehicle(9)] });
    expect(state.customer?.vehicles?.map((v) => v.user_car_id)).toEqual([9, 3]);
    expect(state.draft).toMatchObject({ vehicleId: 3, odometer: '10' });
  });

  it('adds, changes and removes lines; adding clears the "no lines" problem', () => {
    const checked = editorReducer(start(), { type: 'checked', issues: ['lines', 'deliveryTime'] });
    const added = editorReducer(checked, { type: 'linesAdded', lines: [line('a'), line('b')] });
    expect(added.draft.lines.map((l) => l.key)).toEqual(['a', 'b']);
    expect(added.issues).toEqual(['deliveryTime']);
    const changed = editorReducer(added, { type: 'lineChanged', key: 'b', patch: { quantity: '3' } });
    expect(changed.draft.lines.map((l) => l.quantity)).toEqual(['1', '3']);
    const removed = editorReducer(changed, { type: 'linesRemoved', keys: ['a'] });
    expect(removed.draft.lines.map((l) => l.key)).toEqual(['b']);
  });

  it('changes the order type, plain fields and the signature', () => {
    let state = editorReducer(start(), { type: 'orderTypeChanged', orderType: 'AMC' });
    state = editorReducer(state, { type: 'fieldChanged', field: 'itemWiseDiscount', value: false });
    state = editorReducer(state, { type: 'fieldChanged', field: 'comments', value: ['a', 'b'] });
    state = editorReducer(state, { type: 'signatureSaved', url: 'https://files.example/sig.jpeg' });
    expect(state.draft).toMatchObject({
      orderType: 'AMC',
      itemWiseDiscount: false,
      comments: ['a', 'b'],
      signatureUrl: 'https://files.example/sig.jpeg',
    });
  });

  it('records the problems of a Next and shows them', () => {
    const state = editorReducer(start(), { type: 'checked', issues: ['customer'] });
    expect(state).toMatchObject({ showErrors: true, issues: ['customer'] });
  });
});
