import { describe, expect, it } from 'vitest';
import { type QuickCardContext, quickCards } from './quick-cards.ts';

function card(id: string, over: Partial<QuickCardContext> = {}) {
  const ctx: QuickCardContext = {
    roles: ['GARAGE_OWNER'],
    properties: {},
    subscriptionType: 'PAID',
    partIssuanceEnabled: false,
    ...over,
  };
  return quickCards(ctx).find((c) => c.id === id);
}

describe('dashboard quick cards (spec 2.4)', () => {
  it('opens Create Repair order and Parts Counter Sale for the create-mode roles (shell 6), a toast for others', () => {
    for (const role of ['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER'] as const) {
      expect(card('createRepairOrder', { roles: [role] })?.block, role).toBeNull();
      expect(card('counterSale', { roles: [role] })?.block, role).toBeNull();
    }
    const denied = { kind: 'toast', reason: 'accessDenied' };
    expect(card('createRepairOrder', { roles: ['TECHNICIAN'] })?.block).toEqual(denied);
    expect(card('counterSale', { roles: ['TECHNICIAN'] })?.block).toEqual(denied);
  });

  it('opens Quotations when quotes are enabled or on a TRIAL', () => {
    expect(card('quotations')?.block).toEqual({ kind: 'alert', reason: 'notEnabled' });
    expect(card('quotations', { properties: { quoteEnabled: true } })?.block).toBeNull();
    expect(card('quotations', { subscriptionType: 'TRIAL' })?.block).toBeNull();
    expect(card('quotations', { subscriptionType: 'TRIAL', roles: ['TECHNICIAN'] })?.block).toEqual({
      kind: 'toast',
      reason: 'accessDenied',
    });
  });

  it('lets order roles open the Service Monitor Board, others get the access-denied toast', () => {
    for (const role of ['EDIT_ORDER', 'CREATE_ORDER', 'VIEW_ORDER', 'GARAGE_OWNER'] as const) {
      expect(card('serviceMonitorBoard', { roles: [role] })?.block, role).toBeNull();
    }
    expect(card('serviceMonitorBoard', { roles: ['TECHNICIAN'] })?.block).toEqual({ kind: 'toast', reason: 'accessDenied' });
  });

  it('opens Parts Approval only with part issuance and an owner or parts-approval role', () => {
    expect(card('partsApproval', { partIssuanceEnabled: true })?.block).toBeNull();
    expect(card('partsApproval', { roles: ['PARTS_APPROVAL'], properties: { partIssuanceEnabled: true } })?.block).toBeNull();
    expect(card('partsApproval', { partIssuanceEnabled: false })?.block).toEqual({ kind: 'toast', reason: 'accessDenied' });
    expect(card('partsApproval', { roles: ['VIEW_ORDER'], partIssuanceEnabled: true })?.block).toEqual({
      kind: 'toast',
      reason: 'accessDenied',
    });
  });

  it('opens the order editor for a repair order or a counter sale, and the quotation list', () => {
    expect(card('createRepairOrder')?.editor).toBe('REPAIR_ORDER');
    expect(card('counterSale')?.editor).toBe('COUNTER_SALE');
    expect(card('quotations', { subscriptionType: 'TRIAL' })?.editor).toBeUndefined();
    expect(card('quotations', { subscriptionType: 'TRIAL' })?.slug).toBe('quotation');
    expect(card('inspections')?.editor).toBeUndefined();
  });

  it('leads every card to a screen of the registry', () => {
    const slugs = quickCards({ roles: [], properties: {}, subscriptionType: null, partIssuanceEnabled: false }).map(
      (c) => c.slug,
    );
    expect(slugs).toEqual([
      'create-repair-order',
      'inventory-counter-sale',
      'quotation',
      'inspection',
      'service-monitor-board',
      'part-approval',
    ]);
  });
});
