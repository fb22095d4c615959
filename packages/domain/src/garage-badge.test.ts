import { describe, expect, it } from 'vitest';
import { garageBadge } from './text.ts';

describe('garage letter badge: first letters of the first and last words, symbols stripped (spec 5)', () => {
  it.each([
    ['Speedy Auto Works', 'SW'],
    ['Demo Motors', 'DM'],
    ['demo motors', 'DM'],
    ['Motors', 'M'],
    ['  #1 Motors & Co. ', '1C'],
    ['Bob & Sons', 'BS'],
    ["O'Neil Motors", 'OM'],
    ['Auto-Care', 'A'],
    ['Auto-Care Centre', 'AC'],
    ['(Best) Garage!', 'BG'],
    ['Ålesund Bil', 'ÅB'],
    ['Taller Peña Núñez', 'TN'],
    ['★ Star ★', 'S'],
    ['***', ''],
    ['', ''],
  ])('%j → %j', (name, badge) => {
    expect(garageBadge(name)).toBe(badge);
  });
});
