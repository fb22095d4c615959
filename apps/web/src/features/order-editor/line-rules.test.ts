import { priceRules } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { line } from './editor-test-data.ts';
import { lineIssues } from './line-rules.ts';

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
