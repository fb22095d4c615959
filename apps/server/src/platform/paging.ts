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
 * itself, so a search counts only ten pages past the one asked for; `total_capped` says there are more.
 */
export function countCap(pageNumber: number, pageSize: number): number {
  return (pageNumber + 10) * pageSize;
}

/** `cappedCount` is true when the total came from a capped count (see countCap). */
export function pageOf<T>(content: T[], total: number, pageNumber: number, pageSize: number, cappedCount = false): Paged<T> {
  return {
    content,
    page_number: pageNumber,
    page_size: pageSize,
    total_elements: total,
    total_pages: Math.ceil(total / pageSize),
    total_capped: cappedCount && total >= countCap(pageNumber, pageSize),
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
