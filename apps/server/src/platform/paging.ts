import { sql } from 'drizzle-orm';

export interface Paged<T> {
  content: T[];
  page_number: number;
  page_size: number;
  total_elements: number;
  total_pages: number;
}

export function pageOf<T>(content: T[], total: number, pageNumber: number, pageSize: number): Paged<T> {
  return {
    content,
    page_number: pageNumber,
    page_size: pageSize,
    total_elements: total,
    total_pages: Math.ceil(total / pageSize),
  };
}

/** A LIKE pattern that matches the text anywhere; the input is already in normal form (no % or _). */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Counting every match of a broad search costs more than the page itself; past this, "at least". */
export const COUNT_CAP = 10_000;
export const cappedCount = (inner: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from (${inner} limit ${COUNT_CAP}) as capped)`;
