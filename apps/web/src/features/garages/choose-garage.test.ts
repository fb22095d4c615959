import type { Garage } from '@garage/contract';
import { describe, expect, it } from 'vitest';
import { outletParent } from './choose-garage-page.tsx';
import { roleLabel } from './role-label.ts';

const g = (garage_id: number, roles: string) => ({ garage_id, roles }) as Garage;

describe('choose garage', () => {
  it('registers a new garage into the group of the current garage only when the user owns it', () => {
    const garages = [g(1, 'GARAGE_OWNER'), g(2, 'VIEW_ORDER,TECHNICIAN')];
    expect(outletParent(garages, 1)).toBe(1);
    expect(outletParent(garages, 2)).toBeUndefined();
    expect(outletParent(garages, null)).toBeUndefined();
  });

  it('shows roles as words', () => {
    expect(roleLabel('GARAGE_OWNER')).toBe('Garage owner');
    expect(roleLabel('FEEDBACK_MANGEMENT')).toBe('Feedback mangement');
  });
});
