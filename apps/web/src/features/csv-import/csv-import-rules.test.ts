import { describe, expect, it } from 'vitest';
import { canResume, decodeCsv, isCsvName, percent, progressOf } from './csv-import-rules.ts';

describe('csv import rules', () => {
  it('progress counts checked rows while checking and imported rows while importing', () => {
    const base = { total_rows: 10_000, checked_rows: 4000, imported_rows: 1000 };
    expect(progressOf({ ...base, status: 'CHECKING' })).toEqual({ done: 4000, total: 10_000 });
    expect(progressOf({ ...base, status: 'IMPORTING' })).toEqual({ done: 1000, total: 10_000 });
    expect(percent(progressOf({ ...base, status: 'IMPORTED' }))).toBe(100);
    expect(percent({ done: 0, total: 0 })).toBe(0);
  });

  it('only .csv names, in any case', () => {
    expect(isCsvName('parts.CSV')).toBe(true);
    expect(isCsvName('parts.csv ')).toBe(true);
    expect(isCsvName('parts.xlsx')).toBe(false);
    expect(isCsvName('csv')).toBe(false);
  });

  it('reads UTF-8, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsv(new TextEncoder().encode('Pastilla de freno ñ').buffer as ArrayBuffer)).toBe('Pastilla de freno ñ');
    expect(decodeCsv(new Uint8Array([0x50, 0xf1, 0x61]).buffer)).toBe('Pña');
  });

  it('resumes uploads that are checking, checked or importing', () => {
    expect(['CHECKING', 'CHECKED', 'IMPORTING', 'IMPORTED', 'CANCELLED'].map(canResume)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
