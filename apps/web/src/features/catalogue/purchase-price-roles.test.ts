import { describe, expect, it } from 'vitest';
import { canSeePurchasePrice } from './part-form-modal.tsx';

describe('purchase prices in the catalogue (the domain rule the server applies)', () => {
  it('hides them from a PRICE_VIEW_RESTRICTED user', () => {
    expect(canSeePurchasePrice(['INVENTORY_MANAGEMENT', 'PRICE_VIEW_RESTRICTED'])).toBe(false);
  });

  it('shows them to an owner even with PRICE_VIEW_RESTRICTED, as the server answers them', () => {
    expect(canSeePurchasePrice(['GARAGE_OWNER', 'PRICE_VIEW_RESTRICTED'])).toBe(true);
  });

  it('shows them to everyone else', () => {
    expect(canSeePurchasePrice(['INVENTORY_MANAGEMENT'])).toBe(true);
  });
});
