import { describe, expect, it } from 'vitest';
import {
  type AdvisoryState,
  advisoryReducer,
  initialAdvisoryState,
  opensInNewTab,
  orderLink,
  panelView,
  scrollTarget,
} from './advisory-rules.ts';

const swift = { id: 105, name: 'Swift' };
const maruti = { id: 1, name: 'Maruti Suzuki' };
const run = (...actions: Parameters<typeof advisoryReducer>[1][]) =>
  actions.reduce<AdvisoryState>((s, a) => advisoryReducer(s, a), initialAdvisoryState);
const TABLE = '<table class="rec-table"><tr><td>0W-20</td></tr></table>';

describe('advisory panel: which state (spec 2.7)', () => {
  it.each([
    [['TECHNICIAN'], 'denied'],
    [['EDIT_INVOICE', 'REMINDER_MANAGEMENT'], 'denied'],
    [[], 'denied'],
    [['GARAGE_OWNER'], 'select'],
    [['VIEW_ORDER'], 'select'],
    [['CREATE_INVENTORY'], 'select'],
    [['CREATE_INVOICE'], 'select'],
  ])('roles %j without a model → %s', (roles, view) => {
    expect(panelView(roles, initialAdvisoryState)).toBe(view);
  });

  it('shows the model view only once a model is settled, and denial wins over a model', () => {
    const settled = run({ type: 'pickBrand', brand: maruti }, { type: 'pickModel', model: swift }, { type: 'show' });
    expect(panelView(['VIEW_ORDER'], settled)).toBe('model');
    expect(panelView(['TECHNICIAN'], settled)).toBe('denied');
    const picked = run({ type: 'pickBrand', brand: maruti }, { type: 'pickModel', model: swift });
    expect(panelView(['VIEW_ORDER'], picked)).toBe('select');
  });
});

describe('advisory panel: selection rules (spec 4 and 5)', () => {
  it("Show Recommendations without a brand says 'Please select brand first'", () => {
    expect(run({ type: 'show' }).selectionError).toBe('selectBrandFirst');
  });
  it("Show Recommendations with a brand but no model says 'Please select model to continue'", () => {
    expect(run({ type: 'pickBrand', brand: maruti }, { type: 'show' }).selectionError).toBe('selectModelToContinue');
  });
  it("choosing a model without a brand says 'please select brand first' and keeps no model", () => {
    const s = run({ type: 'pickModel', model: swift });
    expect(s.selectionError).toBe('modelWithoutBrand');
    expect(s.model).toBeNull();
  });
  it('picking a brand clears the model; clearing the brand clears both', () => {
    const picked = run({ type: 'pickBrand', brand: maruti }, { type: 'pickModel', model: swift });
    expect(picked.model).toEqual(swift);
    expect(advisoryReducer(picked, { type: 'pickBrand', brand: { id: 2, name: 'Hyundai' } }).model).toBeNull();
    const cleared = advisoryReducer(picked, { type: 'pickBrand', brand: null });
    expect(cleared).toMatchObject({ brand: null, model: null });
  });
  it('Show Recommendations with both opens the Recommendations tab', () => {
    const s = run(
      { type: 'pickBrand', brand: maruti },
      { type: 'pickModel', model: swift },
      { type: 'tab', tab: 'oil' },
      { type: 'show' },
    );
    expect(s).toMatchObject({ confirmed: true, tab: 'recommendations', selectionError: null });
  });
});

describe('advisory panel: vehicle, results and reset', () => {
  const known = { user_car_id: 7, brand_id: 1, brand_name: 'Maruti Suzuki', model_id: 105, model_name: 'Swift' };

  it("a page's vehicle with a model opens straight on its badges; one without a model keeps its brand for the selection", () => {
    expect(run({ type: 'vehicle', vehicle: known })).toMatchObject({
      userCarId: 7,
      brand: maruti,
      model: swift,
      confirmed: true,
    });
    const noModel = run({ type: 'vehicle', vehicle: { ...known, model_id: null, model_name: null } });
    expect(noModel).toMatchObject({ userCarId: 7, brand: maruti, model: null, confirmed: false });
    expect(run({ type: 'vehicle', vehicle: { ...known, brand_id: null, brand_name: null } }).model).toBeNull();
  });

  it('keeps each answer by topic', () => {
    const s = run(
      { type: 'vehicle', vehicle: known },
      { type: 'answer', topic: 'oil', html: TABLE },
      { type: 'answer', topic: 'tyre', html: TABLE },
    );
    expect(Object.keys(s.results).sort()).toEqual(['oil', 'tyre']);
  });

  it("an answer containing 'sorry' clears every advisory result", () => {
    const s = run(
      { type: 'vehicle', vehicle: known },
      { type: 'answer', topic: 'oil', html: TABLE },
      { type: 'answer', topic: 'service', html: '<p>Sorry, I do not know this model.</p>' },
    );
    expect(s.results).toEqual({});
  });

  it('Reset clears brand, model, vehicle and results and goes back to the selection', () => {
    const s = run(
      { type: 'vehicle', vehicle: known },
      { type: 'answer', topic: 'oil', html: TABLE },
      { type: 'tab', tab: 'oil' },
      { type: 'reset' },
    );
    expect(s).toEqual(initialAdvisoryState);
    expect(panelView(['GARAGE_OWNER'], s)).toBe('select');
  });

  it('the tab is exactly one of the four and Recommendations is the default', () => {
    expect(initialAdvisoryState.tab).toBe('recommendations');
    expect(run({ type: 'tab', tab: 'service' }).tab).toBe('service');
  });
});

describe('advisory panel: tab strip and order link', () => {
  it('scrolls 100 px per arrow press and never past either end', () => {
    expect(scrollTarget(0, 1, 250)).toBe(100);
    expect(scrollTarget(200, 1, 250)).toBe(250);
    expect(scrollTarget(50, -1, 250)).toBe(0);
    expect(scrollTarget(0, 1, 0)).toBe(0);
    expect(scrollTarget(0, 1, -10)).toBe(0);
  });

  it('links the order with ?order= and opens a new tab only on desktop web', () => {
    expect(orderLink(42)).toBe('/tabs/order-details?order=42');
    expect(opensInNewTab(true, false)).toBe(true);
    expect(opensInNewTab(false, false)).toBe(false);
    expect(opensInNewTab(true, true)).toBe(false);
  });
});
