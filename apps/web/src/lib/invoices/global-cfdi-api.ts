import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import { invoiceKeys } from './invoices-api.ts';

/** Mexico's global invoice (factura global; decision 048, addendum): preview, issue, list and XML. */
export type GlobalCfdiPeriodBody = RouteBody<typeof routes.createGlobalCfdi>;
export type GlobalCfdiPreview = RouteAnswer<typeof routes.globalCfdiPreview>;
export type GlobalCfdi = RouteAnswer<typeof routes.createGlobalCfdi>;
export type GlobalCfdiCancelBody = RouteBody<typeof routes.cancelGlobalCfdi>;
export type GlobalCfdiCancelled = RouteAnswer<typeof routes.cancelGlobalCfdi>;

const keys = {
  preview: (q: GlobalCfdiPeriodBody) => [...invoiceKeys.all, 'global', 'preview', q.periodicidad, q.date] as const,
  list: (page: number) => [...invoiceKeys.all, 'global', 'list', page] as const,
  one: (id: number) => [...invoiceKeys.all, 'global', 'one', id] as const,
};

export const globalPreviewQuery = (q: GlobalCfdiPeriodBody) =>
  queryOptions({
    queryKey: keys.preview(q),
    queryFn: ({ signal }) => call(routes.globalCfdiPreview, { query: q, signal, quiet: [400] }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const globalListQuery = (page: number) =>
  queryOptions({
    queryKey: keys.list(page),
    queryFn: ({ signal }) => call(routes.searchGlobalCfdis, { query: { page_number: page, page_size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** One global invoice with the bills it states now (the cancel dialog's choice of bill for reason 04). */
export const globalOneQuery = (id: number) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => call(routes.getGlobalCfdi, { params: { id }, signal }),
  });

/**
 * Cancels a global invoice at SAT (01, 02 or 04); one Idempotency-Key per attempt. Refusals are shown by the
 * dialog (raw).
 */
export const cancelGlobalCfdi = (id: number, body: GlobalCfdiCancelBody, key: string) =>
  call(routes.cancelGlobalCfdi, { params: { id }, body, raw: true, idempotencyKey: key });

/** Issues the period's global invoice; one Idempotency-Key per submit. Refusals are shown by the page (raw). */
export const issueGlobalCfdi = (body: GlobalCfdiPeriodBody, key: string) =>
  call(routes.createGlobalCfdi, { body, raw: true, idempotencyKey: key });

/** The stamped XML of a global invoice, saved as CFDI-FG-<folio>-<uuid>.xml. */
export async function downloadGlobalCfdiXml(global: Pick<GlobalCfdi, 'id' | 'folio' | 'uuid'>): Promise<void> {
  const xml = (await call(routes.globalCfdiXml, { params: { id: global.id }, raw: true })) as string;
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `CFDI-FG-${global.folio}-${global.uuid}.xml`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
