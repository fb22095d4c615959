import type { Garage } from '@garage/contract';
import { describe, expect, it } from 'vitest';
import { chooseGarage } from './garage-choice.ts';
import { session } from './session.ts';

function garage(id: number, name = `Garage ${id}`): Garage {
  return {
    garage_id: id,
    garage_name: name,
    garage_group_id: 1,
    group_id: 1,
    group_name: 'Group',
    time_zone: 'Asia/Kolkata',
    country_code: 'IN',
    currency_code: 'INR',
    head_office: false,
    inventory_enabled: true,
    part_issuance_enabled: false,
    address: null,
    mobile_number: null,
    country_phone_code: null,
    email: null,
    logo_url: null,
    type: 'car',
    established_date: null,
    extra_information: {},
    subscription: null,
    roles: 'GARAGE_OWNER',
    created_at: '2025-01-01T00:00:00Z',
  };
}

describe('garage after sign-in', () => {
  it('sends a user without garages to registration', () => {
    expect(chooseGarage([], null)).toEqual({ kind: 'register' });
    expect(chooseGarage([], 4)).toEqual({ kind: 'register' });
  });

  it('selects the head office among several garages, when there is exactly one', () => {
    const branch = garage(5);
    const office = { ...garage(6), head_office: true };
    expect(chooseGarage([branch, office], null)).toEqual({ kind: 'select', garage: office });
    expect(chooseGarage([branch, office], 5)).toEqual({ kind: 'select', garage: branch });
    expect(chooseGarage([branch, office, { ...garage(7), head_office: true }], null).kind).toBe('choose');
    expect(chooseGarage([branch, office], null, 1).kind).toBe('choose');
  });

  it('selects the only garage', () => {
    const only = garage(3);
    expect(chooseGarage([only], null)).toEqual({ kind: 'select', garage: only });
  });

  it('offers the chooser for several garages', () => {
    expect(chooseGarage([garage(1), garage(2)], null).kind).toBe('choose');
  });

  it('picks the last chosen garage again while it is still the user’s', () => {
    const second = garage(2);
    expect(chooseGarage([garage(1), second], 2)).toEqual({ kind: 'select', garage: second });
    expect(chooseGarage([garage(1), garage(3)], 2).kind).toBe('choose');
  });

  it('shows the chooser while an invitation waits, even with no garage or one garage', () => {
    expect(chooseGarage([], null, 1)).toEqual({ kind: 'choose', garages: [] });
    expect(chooseGarage([garage(3)], 3, 2).kind).toBe('choose');
  });

  it('remembers the last garage per user on this device, through a sign-out', () => {
    localStorage.clear();
    const signIn = (userId: number) =>
      session.signIn({ access_token: 'a', refresh_token: 'refresh-1234567890', user_id: userId, phone: '+91', created: false });
    signIn(7);
    session.selectGarage(2, ['GARAGE_OWNER']);
    signIn(8);
    session.selectGarage(5, ['TECHNICIAN']);
    session.clear();
    expect(session.lastGarageOf(7)).toBe(2);
    expect(session.lastGarageOf(8)).toBe(5);
    expect(session.lastGarageOf(9)).toBeNull();
    // Owner 7 signs in again: straight into garage 2, while it is still theirs; else the chooser.
    expect(chooseGarage([garage(1), garage(2)], session.lastGarageOf(7))).toEqual({ kind: 'select', garage: garage(2) });
    expect(chooseGarage([garage(1), garage(3)], session.lastGarageOf(7)).kind).toBe('choose');
    localStorage.clear();
  });
});
