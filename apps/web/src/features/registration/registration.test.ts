import { describe, expect, it } from 'vitest';
import { phoneCodeOf } from './registration-api.ts';
import { searchTimeZones } from './time-zones.ts';

describe('registration helpers', () => {
  it("defaults the garage phone code from the user's phone", () => {
    expect(phoneCodeOf('+919876543210')).toBe('91');
    expect(phoneCodeOf('+966512345678')).toBe('966');
    expect(phoneCodeOf('+12025550123')).toBe('1');
    expect(phoneCodeOf('')).toBeNull();
    expect(phoneCodeOf('+999')).toBeNull();
  });

  it('finds time zones by every word of the query', () => {
    const zones = ['America/New_York', 'America/Mexico_City', 'Asia/Kolkata', 'Atlantic/Canary'];
    expect(searchTimeZones(zones, 'new york')).toEqual(['America/New_York']);
    expect(searchTimeZones(zones, 'AMERICA')).toEqual(['America/New_York', 'America/Mexico_City']);
    expect(searchTimeZones(zones, '   ')).toEqual([]);
    expect(searchTimeZones(zones, 'a', 2)).toHaveLength(2);
  });
});
