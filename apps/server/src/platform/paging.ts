export interface Paged<T> {
  content: T[];
  page_number: number;
  page_size: number;
  total_elements: number;
  total_pages: number;
  total_capped: boolean;
}

/**
 * Counting every match of a broad search ("kum" among 500,000 customers) costs more than the page
 * itself, so a search counts at most this many matches; `total_capped` says the real number is higher.
 */
export const COUNT_CAP = 1_000;

/** `cappedCount` is true when the total came from a capped count (see COUNT_CAP). */
export function pageOf<T>(content: T[], total: number, pageNumber: number, pageSize: number, cappedCount = false): Paged<T> {
  return {
    content,
    page_number: pageNumber,
    page_size: pageSize,
    total_elements: total,
    total_pages: Math.ceil(total / pageSize),
    total_capped: cappedCount && total >= COUNT_CAP,
  };
}

/** A LIKE pattern that matches the text anywhere; the input is already in normal form (no % or _). */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The total of a paged answer. A page that is not full tells the total by itself (no count query);
 * otherwise the count runs.
 */
export async function pageTotal(
  rowsOnPage: number,
  pageNumber: number,
  pageSize: number,
  countQuery: () => Promise<Array<{ n: number | string }>>,
): Promise<number> {
  if (rowsOnPage < pageSize && (rowsOnPage > 0 || pageNumber === 0)) return pageNumber * pageSize + rowsOnPage;
  return Number((await countQuery())[0]?.n ?? 0);
}
