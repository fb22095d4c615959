import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';

/**
 * Vendors, purchase orders, stock-ins and vendor payments (issue 14; decisions 053 and 054): the vendor
 * master, the purchasing screens and the stock-in form read and write through these.
 */

export type Vendor = RouteAnswer<typeof routes.createVendor>;
export type VendorInfo = RouteAnswer<typeof routes.getVendor>;
export type VendorBody = RouteBody<typeof routes.createVendor>;
export type PurchaseOrder = RouteAnswer<typeof routes.getPurchaseOrder>;
export type PurchaseOrderSummary = RouteAnswer<typeof routes.searchPurchaseOrders>['content'][number];
export type PurchaseOrderBody = RouteBody<typeof routes.createPurchaseOrder>;
export type PurchaseOrderStatus = PurchaseOrder['status'];
export type StockIn = RouteAnswer<typeof routes.getStockIn>;
export type StockInSummary = RouteAnswer<typeof routes.searchStockIns>['content'][number];
export type StockInBody = RouteBody<typeof routes.createStockIn>;
export type ReorderSuggestion = RouteAnswer<typeof routes.reorderSuggestion>[number];
export type VendorDue = RouteAnswer<typeof routes.vendorDues>[number];
export type OutgoingPaymentBody = RouteBody<typeof routes.createOutgoingPayments>;
export type ReturnableLine = RouteAnswer<typeof routes.returnableParts>['content'][number];
export type VendorCreditNote = RouteAnswer<typeof routes.getVendorCreditNote>;
export type VendorCreditNoteBody = RouteBody<typeof routes.createVendorCreditNote>;
export type VendorRefundBody = RouteBody<typeof routes.createVendorRefund>;

/** Every key starts with ['purchasing']: a receipt changes orders, bills, dues and stock at once. */
export const purchasingKeys = {
  all: ['purchasing'] as const,
  vendors: (q: string, page: number, inactive: boolean) => [...purchasingKeys.all, 'vendors', q, page, inactive] as const,
  vendor: (id: number) => [...purchasingKeys.all, 'vendor', id] as const,
  orders: (status: string, q: string, page: number) => [...purchasingKeys.all, 'orders', status, q, page] as const,
  order: (id: number) => [...purchasingKeys.all, 'order', id] as const,
  stockIns: (q: string, page: number) => [...purchasingKeys.all, 'stock-ins', q, page] as const,
  stockIn: (id: number) => [...purchasingKeys.all, 'stock-in', id] as const,
  dues: () => [...purchasingKeys.all, 'dues'] as const,
  payments: (page: number) => [...purchasingKeys.all, 'payments', page] as const,
  history: (partId: number, page: number) => [...purchasingKeys.all, 'price-history', partId, page] as const,
  returnable: (vendorId: number, q: string, page: number) => [...purchasingKeys.all, 'returnable', vendorId, q, page] as const,
  creditNotes: (vendorId: number | undefined, q: string, page: number, openOnly: boolean) =>
    [...purchasingKeys.all, 'credit-notes', vendorId ?? 0, q, page, openOnly] as const,
  creditNote: (id: number) => [...purchasingKeys.all, 'credit-note', id] as const,
  refunds: (vendorId: number | undefined, q: string, page: number) =>
    [...purchasingKeys.all, 'refunds', vendorId ?? 0, q, page] as const,
};

export const PAGE_SIZE = 20;

export const vendorsQuery = (q: string, page: number, includeInactive = true) =>
  queryOptions({
    queryKey: purchasingKeys.vendors(q, page, includeInactive),
    queryFn: ({ signal }) =>
      call(routes.searchVendors, {
        query: {
          q: q || undefined,
          page_number: page,
          page_size: PAGE_SIZE,
          include_inactive: includeInactive ? 'true' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const vendorQuery = (id: number) =>
  queryOptions({
    queryKey: purchasingKeys.vendor(id),
    queryFn: ({ signal }) => call(routes.getVendor, { params: { id }, signal }),
  });

export const createVendor = (body: VendorBody, key: string) =>
  call(routes.createVendor, { body, raw: true, idempotencyKey: key });
export const updateVendor = (id: number, body: VendorBody) => call(routes.updateVendor, { params: { id }, body, raw: true });

export const purchaseOrdersQuery = (status: PurchaseOrderStatus | '', q: string, page: number) =>
  queryOptions({
    queryKey: purchasingKeys.orders(status, q, page),
    queryFn: ({ signal }) =>
      call(routes.searchPurchaseOrders, {
        query: { status: status || undefined, q: q || undefined, page_number: page, page_size: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const purchaseOrderQuery = (id: number) =>
  queryOptions({
    queryKey: purchasingKeys.order(id),
    queryFn: ({ signal }) => call(routes.getPurchaseOrder, { params: { id }, signal }),
  });

export const createPurchaseOrder = (body: PurchaseOrderBody, key: string) =>
  call(routes.createPurchaseOrder, { body, raw: true, idempotencyKey: key });
export const updatePurchaseOrder = (id: number, body: PurchaseOrderBody) =>
  call(routes.updatePurchaseOrder, { params: { id }, body, raw: true });
export const movePurchaseOrder = (
  id: number,
  status: PurchaseOrderStatus,
  extra: { reason?: string | null; send_email?: boolean } = {},
) => call(routes.changePurchaseOrderStatus, { params: { id }, body: { status, ...extra }, raw: true });
export const purchaseOrderPdfLink = (id: number) => call(routes.sharePurchaseOrder, { params: { id }, body: {}, raw: true });
export const fetchReorderSuggestion = () => call(routes.reorderSuggestion, { raw: true });

export const stockInsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: purchasingKeys.stockIns(q, page),
    queryFn: ({ signal }) =>
      call(routes.searchStockIns, { query: { q: q || undefined, page_number: page, page_size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const stockInQuery = (id: number) =>
  queryOptions({
    queryKey: purchasingKeys.stockIn(id),
    queryFn: ({ signal }) => call(routes.getStockIn, { params: { id }, signal }),
  });

export const createStockIn = (body: StockInBody, key: string) =>
  call(routes.createStockIn, { body, raw: true, idempotencyKey: key });

export const vendorDuesQuery = () =>
  queryOptions({ queryKey: purchasingKeys.dues(), queryFn: ({ signal }) => call(routes.vendorDues, { signal }) });

export const outgoingPaymentsQuery = (page: number) =>
  queryOptions({
    queryKey: purchasingKeys.payments(page),
    queryFn: ({ signal }) => call(routes.searchOutgoingPayments, { query: { page_number: page, page_size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const payVendors = (body: OutgoingPaymentBody, key: string) =>
  call(routes.createOutgoingPayments, { body, raw: true, idempotencyKey: key });

export const priceHistoryQuery = (partId: number, page: number) =>
  queryOptions({
    queryKey: purchasingKeys.history(partId, page),
    queryFn: ({ signal }) =>
      call(routes.purchasePriceHistory, { params: { id: partId }, query: { page_number: page, page_size: PAGE_SIZE }, signal }),
  });

// ---- vendor returns, credit notes and refunds (decision 062) ----

export const returnableQuery = (vendorId: number, q: string, page: number) =>
  queryOptions({
    queryKey: purchasingKeys.returnable(vendorId, q, page),
    queryFn: ({ signal }) =>
      call(routes.returnableParts, {
        query: { vendor_id: vendorId, q: q || undefined, page_number: page, page_size: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const creditNotesQuery = (vendorId: number | undefined, q: string, page: number, openOnly = false) =>
  queryOptions({
    queryKey: purchasingKeys.creditNotes(vendorId, q, page, openOnly),
    queryFn: ({ signal }) =>
      call(routes.searchVendorCreditNotes, {
        query: {
          vendor_id: vendorId,
          q: q || undefined,
          open_only: openOnly ? 'true' : undefined,
          page_number: page,
          page_size: PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const creditNoteQuery = (id: number) =>
  queryOptions({
    queryKey: purchasingKeys.creditNote(id),
    queryFn: ({ signal }) => call(routes.getVendorCreditNote, { params: { id }, signal }),
  });

export const refundsQuery = (vendorId: number | undefined, q: string, page: number) =>
  queryOptions({
    queryKey: purchasingKeys.refunds(vendorId, q, page),
    queryFn: ({ signal }) =>
      call(routes.searchVendorRefunds, {
        query: { vendor_id: vendorId, q: q || undefined, page_number: page, page_size: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const returnParts = (body: VendorCreditNoteBody, key: string) =>
  call(routes.createVendorCreditNote, { body, raw: true, idempotencyKey: key });

export const recordVendorRefund = (body: VendorRefundBody, key: string) =>
  call(routes.createVendorRefund, { body, raw: true, idempotencyKey: key });

export const creditNotePdfLink = (id: number) => call(routes.shareVendorCreditNote, { params: { id }, body: {}, raw: true });

export const adjustCreditNote = (id: number) => call(routes.adjustVendorCreditNote, { params: { id }, raw: true });

export const cancelCreditNote = (id: number, reason: string) =>
  call(routes.cancelVendorCreditNote, { params: { id }, body: { reason }, raw: true });
