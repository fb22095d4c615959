import { describe, expect, it } from 'vitest';
import { formatGarageDate, formatGarageDateTime, parseServerDate, utcOffsetLabel } from './dates.ts';

describe('dates in the garage time zone', () => {
  it("shows a UTC instant in the garage's zone as 'DD MMM YYYY hh:mm A'", () => {
    expect(formatGarageDateTime('2025-03-05T09:00:00Z', 'Asia/Kolkata')).toBe('05 Mar 2025 02:30 PM');
    expect(formatGarageDateTime('2025-03-05T09:00:00Z', 'America/Mexico_City')).toBe('05 Mar 2025 03:00 AM');
  });

  it('crosses the date line when the zone says so', () => {
    expect(formatGarageDateTime('2025-12-31T20:00:00Z', 'Asia/Riyadh')).toBe('31 Dec 2025 11:00 PM');
    expect(formatGarageDateTime('2025-12-31T21:30:00Z', 'Asia/Riyadh')).toBe('01 Jan 2026 12:30 AM');
  });

  it('follows daylight saving time of the zone', () => {
    expect(formatGarageDateTime('2025-01-15T12:00:00Z', 'Europe/Madrid')).toBe('15 Jan 2025 01:00 PM');
    expect(formatGarageDateTime('2025-07-15T12:00:00Z', 'Europe/Madrid')).toBe('15 Jul 2025 02:00 PM');
  });

  it('treats a server time without an offset as UTC (a Z is appended)', () => {
    expect(parseServerDate('2025-03-05T09:00:00').toISOString()).toBe('2025-03-05T09:00:00.000Z');
    expect(parseServerDate('2025-03-05 09:00:00').toISOString()).toBe('2025-03-05T09:00:00.000Z');
    expect(parseServerDate('2025-03-05T09:00:00+05:30').toISOString()).toBe('2025-03-05T03:30:00.000Z');
    expect(formatGarageDateTime('2025-03-05T09:00:00', 'Asia/Kolkata')).toBe('05 Mar 2025 02:30 PM');
  });

  it('uses Spanish month names in Spanish', () => {
    expect(formatGarageDate('2025-01-15T12:00:00Z', 'Europe/Madrid', 'es')).toBe('15 ene 2025');
  });

  it('shows nothing for a missing or broken value and UTC for an unknown zone', () => {
    expect(formatGarageDateTime(null, 'Asia/Kolkata')).toBe('');
    expect(formatGarageDateTime('not a date', 'Asia/Kolkata')).toBe('');
    expect(formatGarageDateTime('2025-03-05T09:00:00Z', 'Mars/Olympus')).toBe('05 Mar 2025 09:00 AM');
  });

  it('labels the offset of a zone', () => {
    expect(utcOffsetLabel('Asia/Kolkata', new Date('2025-03-05T00:00:00Z'))).toBe('UTC+05:30');
  });
});
