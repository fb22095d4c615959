import { ORDER_STATUSES, ORDER_TABS, QUOTE_STATUSES } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { groupLines, lineColumns, showsOrderDiscount } from '../../lib/orders/document-lines.ts';
import { moveKey, statusKey } from '../../lib/orders/labels.ts';
import { isQuoteExpired } from '../../lib/orders/order-display.ts';
import { en } from '../../locales/en/common.ts';
import { es } from '../../locales/es/common.ts';
import { sortReasons } from './cancel-reasons-page.tsx';
import {
  activityFacts,
  humanize,
  isoDay,
  moveButtons,
  orderSearchParams,
  parseId,
  parseOrderListSearch,
  parseOrderQuery,
  parseOrderSearch,
  parseQuoteListSearch,
  progressTargets,
  searchApiQuery,
  splitMoves,
  tabOfStatus,
  toOrderSearchParams,
} from './order-rules.ts';

function lookup(catalogue: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('order list tabs', () => {
  it('puts every status a list shows under exactly one tab', () => {
    expect(tabOfStatus('CREATED')).toBe('OPEN');
    expect(tabOfStatus('ON_HOLD')).toBe('OPEN');
    expect(tabOfStatus('SERVICE_NOTE')).toBe('VEHICLE_READY');
    expect(tabOfStatus('PARTIAL_COMPLETED')).toBe('PAYMENT_DUE');
    expect(tabOfStatus('PAYMENT_DONE')).toBe('COMPLETED');
    expect(tabOfStatus('CANCELLED')).toBe('CANCELLED');
    expect(tabOfStatus('PENDING')).toBeNull();
    const seen = ORDER_TABS.flatMap((t) => t.statuses);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('reads the tab and page from the address, leaving defaults out', () => {
    expect(parseOrderListSearch({})).toEqual({});
    expect(parseOrderListSearch({ tab: 'OPEN', page: '0' })).toEqual({});
    expect(parseOrderListSearch({ tab: 'PAYMENT_DUE', page: '2' })).toEqual({ tab: 'PAYMENT_DUE', page: 2 });
    expect(parseOrderListSearch({ tab: 'payment_due', page: -1 })).toEqual({});
    expect(parseOrderListSearch({ tab: 'NOPE', page: '1.5' })).toEqual({});
  });

  it('has a label for every tab, in both languages', () => {
    for (const tab of ORDER_TABS) {
      expect(lookup(en, `orderLists.tabs.${tab.key}`), tab.key).toMatch(/\S/);
      expect(lookup(es, `orderLists.tabs.${tab.key}`), tab.key).toMatch(/\S/);
      expect(lookup(es, `orderLists.empty.${tab.key}`), tab.key).toMatch(/\S/);
    }
  });
});

describe('order search state in the address', () => {
  it('parses text, statuses, type and a day range; unknown values are dropped', () => {
    expect(
      parseOrderSearch({
        q: '  RO-12 ',
        status: 'CREATED,in_progress,NOPE,CREATED',
        type: 'AMC',
        from: '2025-01-31',
        to: '2025-02-02',
        page: '3',
      }),
    ).toEqual({ q: 'RO-12', statuses: ['CREATED', 'IN_PROGRESS'], type: 'AMC', from: '2025-01-31', to: '2025-02-02', page: 3 });
    expect(parseOrderSearch({ type: 'TRUCK', from: '2025-02-30', to: 'yesterday' })).toEqual({
      q: '',
      statuses: [],
      type: null,
      from: null,
      to: null,
      page: 0,
    });
  });

  it('puts a reversed range in order', () => {
    expect(parseOrderSearch({ from: '2025-03-10', to: '2025-03-01' })).toMatchObject({ from: '2025-03-01', to: '2025-03-10' });
  });

  it('round-trips through the address and leaves empty values out', () => {
    const state = parseOrderSearch({ q: 'Ravi', status: 'CANCELLED', page: 1 });
    expect(toOrderSearchParams(state)).toEqual({ q: 'Ravi', status: 'CANCELLED', page: 1 });
    expect(parseOrderSearch({ ...toOrderSearchParams(state) })).toEqual(state);
    expect(orderSearchParams({ q: '', status: '', page: 0 })).toEqual({});
  });

  it('builds the API query with the contract names', () => {
    const state = parseOrderSearch({ q: 'KA01', status: 'CREATED,ON_HOLD', type: 'REPAIR_ORDER', from: '2025-01-01', page: 2 });
    expect(searchApiQuery(state, 20)).toEqual({
      page_number: 2,
      page_size: 20,
      q: 'KA01',
      status: 'CREATED,ON_HOLD',
      order_type: 'REPAIR_ORDER',
      from: '2025-01-01',
    });
  });

  it('accepts only real calendar days', () => {
    expect(isoDay('2024-02-29')).toBe('2024-02-29');
    expect(isoDay('2025-02-29')).toBeNull();
    expect(isoDay('2025-1-01')).toBeNull();
    expect(isoDay(20250101)).toBeNull();
  });
});

describe('quotation list and details addresses', () => {
  it('reads status, text and page with DRAFT as the default', () => {
    expect(parseQuoteListSearch({})).toEqual({});
    expect(parseQuoteListSearch({ status: 'DRAFT' })).toEqual({});
    expect(parseQuoteListSearch({ status: 'CONVERTED', q: ' QT-1 ', page: '1' })).toEqual({
      status: 'CONVERTED',
      q: 'QT-1',
      page: 1,
    });
    expect(parseQuoteListSearch({ status: 'CREATED' })).toEqual({});
  });

  it('reads ids from paths and ?order=', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(' 7 ')).toBe(7);
    for (const bad of ['0', '-3', '4.5', 'abc', '', null, undefined, '1e3']) expect(parseId(bad), String(bad)).toBeNull();
    expect(parseOrderQuery({ order: '15' })).toEqual({ order: 15 });
    expect(parseOrderQuery({ order: 'x' })).toEqual({});
  });
});

describe('move buttons and labels', () => {
  it('offers the allowed work moves in the status machine order, cancel apart', () => {
    expect(moveButtons('ORDER', ['CANCELLED', 'VEHICLE_READY', 'IN_PROGRESS', 'PAYMENT_DUE'])).toEqual({
      moves: ['IN_PROGRESS', 'VEHICLE_READY'],
      cancel: true,
      convert: false,
    });
    expect(moveButtons('ORDER', [])).toEqual({ moves: [], cancel: false, convert: false });
  });

  it('offers approve, convert and cancel for quotations', () => {
    expect(moveButtons('QUOTE', ['APPROVED', 'CANCELLED'])).toEqual({ moves: ['APPROVED'], cancel: true, convert: false });
    expect(moveButtons('QUOTE', ['CONVERTED', 'CANCELLED', 'DRAFT'])).toEqual({ moves: [], cancel: true, convert: true });
  });

  it('has a move label for every progress target and a status label for every status, in both languages', () => {
    for (const target of progressTargets()) {
      const key = moveKey(target);
      expect(key, target).toBeTypeOf('string');
      expect(lookup(en, key ?? ''), target).toMatch(/\S/);
      expect(lookup(es, key ?? ''), target).toMatch(/\S/);
    }
    for (const status of [...ORDER_STATUSES, ...QUOTE_STATUSES]) {
      const key = statusKey(status);
      expect(key, status).toBeTypeOf('string');
      expect(lookup(es, key ?? ''), status).toMatch(/\S/);
    }
    expect(moveKey('APPROVED')).toBe('orderLists.moves.APPROVED');
    expect(moveKey('CONVERTED')).toBe('orderLists.moves.CONVERTED');
  });
});

describe('lines and totals', () => {
  const line = (kind: 'service' | 'part', name: string, pkg: string | null = null, discount = '0', tax = '0') => ({
    kind,
    name,
    package_name: pkg,
    discount,
    taxes: tax === '0' ? [] : [{ name: 'GST', amount: tax }],
  });

  it('groups package items under the package name, then services, then parts', () => {
    const groups = groupLines([
      line('part', 'Oil filter'),
      line('service', 'Oil change', 'Basic service'),
      line('service', 'Wash'),
      line('part', 'Engine oil', 'Basic service'),
      line('service', 'Alignment', 'Tyre care'),
    ]);
    expect(groups.map((g) => [g.kind, g.name, g.lines.map((l) => l.name)])).toEqual([
      ['package', 'Basic service', ['Oil change', 'Engine oil']],
      ['package', 'Tyre care', ['Alignment']],
      ['services', null, ['Wash']],
      ['parts', null, ['Oil filter']],
    ]);
    expect(groupLines([])).toEqual([]);
  });

  it('shows discount and tax columns only when they say something', () => {
    const lines = [line('service', 'A', null, '10', '18.00'), line('part', 'B')];
    expect(lineColumns({ item_wise_discount: true, lines, tax_total: '18.00' })).toEqual({ discount: true, tax: true });
    expect(lineColumns({ item_wise_discount: false, lines, tax_total: '0.00' })).toEqual({ discount: false, tax: true });
    expect(lineColumns({ item_wise_discount: true, lines: [line('part', 'B')], tax_total: '0' })).toEqual({
      discount: false,
      tax: false,
    });
  });

  it('shows the order-level discount when above 0 and not item-wise', () => {
    expect(showsOrderDiscount({ item_wise_discount: false, discount: '50.00' })).toBe(true);
    expect(showsOrderDiscount({ item_wise_discount: true, discount: '50.00' })).toBe(false);
    expect(showsOrderDiscount({ item_wise_discount: false, discount: '0.00' })).toBe(false);
  });

  it('flags open quotations whose expiry day has passed', () => {
    expect(isQuoteExpired({ status: 'DRAFT', expiry_date: '2025-03-01' }, '2025-03-02')).toBe(true);
    expect(isQuoteExpired({ status: 'APPROVED', expiry_date: '2025-03-02' }, '2025-03-02')).toBe(false);
    expect(isQuoteExpired({ status: 'CONVERTED', expiry_date: '2025-01-01' }, '2025-03-02')).toBe(false);
    expect(isQuoteExpired({ status: 'DRAFT', expiry_date: null }, '2025-03-02')).toBe(false);
  });
});

describe('activity log and cancel reasons', () => {
  it('reads moves, reasons, notes, totals and the other document from an entry', () => {
    expect(activityFacts({ from: 'CREATED', to: 'CANCELLED', reason_id: 3, reason: 'No parts', note: ' late ' })).toEqual({
      from: 'CREATED',
      to: 'CANCELLED',
      reason: 'No parts',
      note: 'late',
      number: null,
      totalBefore: null,
      total: null,
      fields: [],
    });
    expect(activityFacts({ from: 'APPROVED', to: 'CONVERTED', order_id: 13, order: 'RO-00009' })).toMatchObject({
      number: 'RO-00009',
    });
    expect(activityFacts({ number: 4, status: 'CREATED', source_quote: 'QT-00003' })).toMatchObject({
      number: 'QT-00003',
      to: null,
    });
    expect(activityFacts({ total_before: '100.00', total: '120.00' })).toMatchObject({ totalBefore: '100.00', total: '120.00' });
    expect(activityFacts({ fields: ['odometer_reading', 7] }).fields).toEqual(['odometer_reading']);
    expect(humanize('DETAILS_CHANGED')).toBe('Details changed');
  });

  it('lists active reasons first, then by name', () => {
    const r = (id: number, reason: string, active: boolean) => ({ id, reason, active, type: 'ORDER' as const });
    expect(sortReasons([r(1, 'Zeta', true), r(2, 'Alpha', false), r(3, 'Beta', true)]).map((x) => x.id)).toEqual([3, 1, 2]);
  });
});

describe('main move and the status menu', () => {
  it('shows the usual next step as the button and the rest in the menu', () => {
    expect(splitMoves('CREATED', ['SCHEDULED', 'ON_THE_WAY', 'IN_PROGRESS', 'WORK_STARTED', 'VEHICLE_READY'])).toEqual({
      primary: 'IN_PROGRESS',
      others: ['SCHEDULED', 'ON_THE_WAY', 'WORK_STARTED', 'VEHICLE_READY'],
    });
    expect(splitMoves('WORK_STARTED', ['IN_PROGRESS', 'ON_HOLD', 'VEHICLE_READY'])).toEqual({
      primary: 'VEHICLE_READY',
      others: ['IN_PROGRESS', 'ON_HOLD'],
    });
    expect(splitMoves('VEHICLE_READY', ['IN_PROGRESS'])).toEqual({ primary: null, others: ['IN_PROGRESS'] });
    expect(splitMoves('CREATED', [])).toEqual({ primary: null, others: [] });
  });
});
