import { CSV_IMPORT_TYPES, CSV_MAX_CHARS, CSV_ROW_OUTCOMES, CSV_SAMPLE_KINDS, CSV_UPLOAD_STATUSES } from '@garage/domain';
import { z } from 'zod';
import { CSV_IMPORT } from './access.ts';
import { idText, plainText } from './common.ts';
import { page } from './masters.ts';
import type { RouteDef } from './routes.ts';

// ---------- CSV import (routes garage-items-csv-upload, csv-upload-history; decision 055) ----------

export const CsvImportType = z.enum(CSV_IMPORT_TYPES);

/** The file as text (the browser reads it, UTF-8 or Windows-1252) with its name; only .csv names pass. */
export const CsvUploadCreate = z.object({
  import_type: CsvImportType,
  file_name: plainText(200).pipe(z.string().min(1, { error: 'field.required' })),
  content: z.string().max(CSV_MAX_CHARS, { error: 'upload.tooLarge' }),
});
export type CsvUploadCreate = z.input<typeof CsvUploadCreate>;
/** JSON escaping may double the size of the text. */
export const CSV_UPLOAD_BODY_LIMIT = 2 * CSV_MAX_CHARS + 64 * 1024;

export const CsvPreviewRow = z.object({
  /** The row's line in the spreadsheet (the header is line 1). */
  row: z.number(),
  outcome: z.enum(CSV_ROW_OUTCOMES).nullable(),
  /** The cells in the order of `columns`. */
  cells: z.array(z.string()),
  /** Why the row cannot be imported, in the reader's language. */
  reason: z.string().nullable(),
});

export const CsvUpload = z
  .object({
    upload_id: z.number(),
    import_type: CsvImportType,
    file_name: z.string(),
    status: z.enum(CSV_UPLOAD_STATUSES),
    columns: z.array(z.string()),
    total_rows: z.number(),
    checked_rows: z.number(),
    imported_rows: z.number(),
    new_rows: z.number(),
    updated_rows: z.number(),
    error_rows: z.number(),
    created_at: z.string(),
    created_by: z.string(),
    confirmed_at: z.string().nullable(),
    confirmed_by: z.string().nullable(),
    finished_at: z.string().nullable(),
    /** The first rows of the file with what each will do (single-upload answers only). */
    preview: z.array(CsvPreviewRow),
    /** The first rows that cannot be imported (single-upload answers only). */
    errors: z.array(CsvPreviewRow),
  })
  .meta({ id: 'CsvUpload' });
export type CsvUpload = z.infer<typeof CsvUpload>;
export const CsvUploadPage = page(CsvUpload);

export const CsvHistoryQuery = z.object({
  page_number: z.coerce.number().int().min(0).max(100_000).default(0),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  /** Comma-separated import types; all when empty. */
  types: z
    .string()
    .max(200)
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(CsvImportType)),
});

export const CsvSampleParams = z.object({ kind: z.enum(CSV_SAMPLE_KINDS) });
export const CsvSampleQuery = z.object({ import_type: CsvImportType.optional() });
export const CsvText = z
  .custom<string | Uint8Array>((v) => typeof v === 'string' || v instanceof Uint8Array)
  .meta({ type: 'string', description: 'text/csv' });

const UploadParam = z.object({ id: idText });

export const csvImportRoutes = {
  createCsvUpload: {
    method: 'POST',
    path: '/api/oms/ho/csv',
    auth: 'garage',
    roles: CSV_IMPORT,
    summary:
      'Upload a CSV file for import (only .csv): its header is checked and its rows stored; nothing is imported. Then check it in steps, then confirm. Honours Idempotency-Key',
    tags: ['csv-import'],
    body: CsvUploadCreate,
    response: CsvUpload,
    status: 201,
    bodyLimit: CSV_UPLOAD_BODY_LIMIT,
  },
  listCsvUploads: {
    method: 'GET',
    path: '/api/oms/ho/csv',
    auth: 'garage',
    roles: CSV_IMPORT,
    summary: 'CSV upload history of this garage, newest first (who, when, type, file, rows ok / failed); paged from 0',
    tags: ['csv-import'],
    query: CsvHistoryQuery,
    response: CsvUploadPage,
  },
  getCsvUpload: {
    method: 'GET',
    path: '/api/oms/ho/csv/{id}',
    auth: 'garage',
    roles: CSV_IMPORT,
    summary: 'One upload: its progress, counts, first rows and first errors',
    tags: ['csv-import'],
    params: UploadParam,
    response: CsvUpload,
  },
  checkCsvUpload: {
    method: 'POST',
    path: '/api/oms/ho/csv/{id}/check',
    auth: 'garage',
    roles: CSV_IMPORT,
    summary: 'Check the next rows of an upload (writes nothing but the check); call again until its status is CHECKED',
    tags: ['csv-import'],
    params: UploadParam,
    response: CsvUpload,
  },
  importCsvUpload: {
    method: 'POST',
    path: '/api/oms/ho/csv/{id}/import',
    auth: 'garage',
    roles: CSV_IMPORT,
    summary:
      'Confirm a checked upload and import its next rows (one transaction per step); call again until its status is IMPORTED. Rows with errors are left out',
    tags: ['csv-import'],
    params: UploadParam,
    response: CsvUpload,
  },
  cancelCsvUpload: {
    method: 'POST',
    path: '/api/oms/ho/csv/{id}/cancel',
    auth: 'garage',
    roles: CSV_IMPORT,
    summary: 'Discard an upload that was not confirmed',
    tags: ['csv-import'],
    params: UploadParam,
    response: CsvUpload,
  },
  csvUploadErrors: {
    method: 'GET',
    path: '/api/oms/ho/csv/{id}/errors',
    auth: 'garage',
    roles: CSV_IMPORT,
    summary:
      "The rows of an upload that cannot be (or were not) imported, as CSV: the file's columns, its row number and a reason",
    tags: ['csv-import'],
    params: UploadParam,
    response: CsvText,
  },
  csvSample: {
    method: 'GET',
    path: '/api/analytics/sample/csv/{kind}',
    auth: 'garage',
    roles: CSV_IMPORT,
    summary:
      "Sample CSV (headers and two example rows in the garage's conventions): part → INVENTORY (or import_type), service → CUSTOMER_SERVICE_PRICE",
    tags: ['csv-import'],
    params: CsvSampleParams,
    query: CsvSampleQuery,
    response: CsvText,
  },
} as const satisfies Record<string, RouteDef>;
