import { describe, expect, it } from 'vitest';
import { priceIssue, priceRules } from './price-roles.ts';

describe('price roles (one rule for the editor and the server)', () => {
  it('never restricts the owner', () => {
    const rules = priceRules(['GARAGE_OWNER', 'PRICE_EDIT_RESTRICTED', 'PRICE_EDIT_RESTRICTED_UPWARDS', 'PRICE_VIEW_RESTRICTED']);
    expect(rules).toEqual({ readOnly: false, capAtMaster: false, hidePurchase: false });
    expect(priceIssue(rules, '999', '100')).toBeNull();
  });

  it('keeps the master price with PRICE_EDIT_RESTRICTED', () => {
    const rules = priceRules(['CREATE_ORDER', 'PRICE_EDIT_RESTRICTED']);
    expect(priceIssue(rules, '100.00', '100')).toBeNull();
    expect(priceIssue(rules, '90', '100')).toBe('order.priceRestricted');
  });

  it('caps the price at the master with PRICE_EDIT_RESTRICTED_UPWARDS', () => {
    const rules = priceRules(['CREATE_ORDER', 'PRICE_EDIT_RESTRICTED_UPWARDS']);
    expect(priceIssue(rules, '90', '100')).toBeNull();
    expect(priceIssue(rules, '100.01', '100')).toBe('order.priceAboveMaster');
  });

  it('leaves a line without a master price free', () => {
    expect(priceIssue(priceRules(['PRICE_EDIT_RESTRICTED']), '5', null)).toBeNull();
  });
});
