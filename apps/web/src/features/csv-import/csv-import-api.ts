import type { CsvImportType, CsvSampleKind } from '@garage/domain';
import { CSV_SAMPLE_KIND } from '@garage/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';

/** The CSV import's calls (routes garage-items-csv-upload and csv-upload-history; decision 055). */
export type CsvUpload = RouteAnswer<typeof routes.getCsvUpload>;

export const csvKeys = {
  all: ['csv-uploads'] as const,
  history: (page: number) => [...csvKeys.all, 'history', page] as const,
  one: (id: number) => [...csvKeys.all, 'one', id] as const,
};
export const HISTORY_PAGE_SIZE = 20;

export const historyQuery = (page: number) =>
  queryOptions({
    queryKey: csvKeys.history(page),
    queryFn: () => call(routes.listCsvUploads, { query: { page_number: page, page_size: HISTORY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const uploadQuery = (id: number) =>
  queryOptions({ queryKey: csvKeys.one(id), queryFn: () => call(routes.getCsvUpload, { params: { id } }) });

export const createUpload = (importType: CsvImportType, fileName: string, content: string, idempotencyKey: string) =>
  call(routes.createCsvUpload, {
    body: { import_type: importType, file_name: fileName, content },
    idempotencyKey,
    raw: true,
  });

const step = { check: routes.checkCsvUpload, import: routes.importCsvUpload } as const;

/**
 * Calls the check or the import step by step until it is through, reporting each answer (the progress
 * bar). Stops early when `signal` aborts (the page is left): the upload keeps its place and resumes later.
 */
export async function runSteps(
  id: number,
  action: keyof typeof step,
  onProgress: (upload: CsvUpload) => void,
  signal?: AbortSignal,
): Promise<CsvUpload> {
  const running = action === 'check' ? 'CHECKING' : 'IMPORTING';
  for (;;) {
    const upload = await call(step[action], { params: { id }, raw: true, signal });
    onProgress(upload);
    if (upload.status !== running && !(action === 'import' && upload.status === 'CHECKED')) return upload;
    if (signal?.aborted) return upload;
  }
}

export const cancelUpload = (id: number) => call(routes.cancelCsvUpload, { params: { id }, raw: true });

function saveText(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The rows that cannot be imported, with a reason each, saved as a file (the call carries the session). */
export async function downloadErrors(upload: Pick<CsvUpload, 'upload_id' | 'file_name'>): Promise<void> {
  const text = (await call(routes.csvUploadErrors, { params: { id: upload.upload_id } })) as string;
  saveText(text, `errors-${upload.file_name.replace(/\.csv$/i, '')}.csv`);
}

export async function downloadSample(type: CsvImportType): Promise<void> {
  const kind: CsvSampleKind = CSV_SAMPLE_KIND[type];
  const text = (await call(routes.csvSample, { params: { kind }, query: { import_type: type } })) as string;
  saveText(text, `sample-${type.toLowerCase()}.csv`);
}
