import { describe, expect, it } from 'vitest';
import { en } from '../locales/en/common.ts';
import { es } from '../locales/es/common.ts';
import { canOpenFeature, FEATURES, isFeatureSlug } from './feature-registry.ts';

describe('feature registry', () => {
  it('guards pages by role: an empty list is open to every member', () => {
    expect(canOpenFeature('inventory', [])).toBe(true);
    expect(canOpenFeature('finance', ['ACCOUNTS_MANAGEMENT'])).toBe(true);
    expect(canOpenFeature('finance', ['VIEW_ORDER'])).toBe(false);
    expect(canOpenFeature('my-garage-settings', ['JOB_CONTROLLER'])).toBe(false);
    expect(canOpenFeature('part-approval', ['PARTS_APPROVAL'])).toBe(true);
    expect(canOpenFeature('ho-dashboard', ['GARAGE_OWNER'])).toBe(false);
    expect(canOpenFeature('ho-quotation', ['GARAGE_OWNER'])).toBe(true);
    expect(canOpenFeature('ho-quotation', ['HO_QUOTATION'])).toBe(true);
    expect(canOpenFeature('ho-quotation', ['HO_APPOINTMENT'])).toBe(false);
  });

  it('opens customers and vehicles to the roles that read them, the catalogue to everyone', () => {
    expect(canOpenFeature('customer', ['VIEW_ORDER'])).toBe(true);
    expect(canOpenFeature('customer-vehicles', ['CUSTOMER_MANAGEMENT'])).toBe(true);
    expect(canOpenFeature('customer', ['TECHNICIAN'])).toBe(false);
    expect(canOpenFeature('garage-items', ['TECHNICIAN'])).toBe(true);
    expect(canOpenFeature('tax-categories', [])).toBe(true);
  });

  it('only accepts known slugs', () => {
    expect(isFeatureSlug('inventory')).toBe(true);
    expect(isFeatureSlug('toString')).toBe(false);
    expect(isFeatureSlug('nope')).toBe(false);
  });

  it('has a title in both languages for every screen', () => {
    const lookup = (catalogue: object, path: string): unknown =>
      path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
    for (const def of Object.values(FEATURES)) {
      expect(lookup(en, def.title), def.title).toMatch(/\S/);
      expect(lookup(es, def.title), def.title).toMatch(/\S/);
    }
  });
});
