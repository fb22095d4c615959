/** Pure rules of the CSV import screens (decision 055). */

export interface Progress {
  done: number;
  total: number;
}

export interface StepCounts {
  status: string;
  total_rows: number;
  checked_rows: number;
  imported_rows: number;
}

/** How far the running step is: rows checked while checking, rows imported while importing. */
export function progressOf(upload: StepCounts): Progress {
  const done =
    upload.status === 'CHECKING' ? upload.checked_rows : upload.status === 'IMPORTING' ? upload.imported_rows : upload.total_rows;
  return { done: Math.min(done, upload.total_rows), total: upload.total_rows };
}

export const percent = (p: Progress) => (p.total === 0 ? 0 : Math.round((p.done / p.total) * 100));

/** Only .csv files (spec: "CSV must be .CSV"); any case. */
export const isCsvName = (name: string) => /\.csv$/i.test(name.trim());

/**
 * The text of a file: UTF-8 (with or without a byte-order mark) when it is valid UTF-8, else Windows-1252,
 * which older spreadsheet programs save accented names in.
 */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** An upload the user can go on with: still being checked, waiting for confirmation, or half imported. */
export const canResume = (status: string) => status === 'CHECKING' || status === 'CHECKED' || status === 'IMPORTING';
