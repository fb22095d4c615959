import { type AnyRoute, createRoute, getRouteApi } from '@tanstack/react-router';
import { lazy, useCallback } from 'react';
import { withCatalogue } from '../../lib/i18n.ts';
import { type EditorSearch, parseEditorSearch } from './editor-mode.ts';

/** The editor is a chunk of its own, loaded with its strings when an editor route opens (decision 029). */
const OrderEditorPage = lazy(() =>
  withCatalogue('partsOnOrders', withCatalogue('orderEditor', withCatalogue('invoices', import('./order-editor-page.tsx')))).then(
    (m) => ({
      default: m.OrderEditorPage,
    }),
  ),
);

const orderRoute = getRouteApi('/tabs/create-repair-order');
const createQuoteRoute = getRouteApi('/tabs/create-quotation');
const editQuoteRoute = getRouteApi('/tabs/edit-quotation/$quoteId');

const withStep = (prev: EditorSearch): EditorSearch => ({ ...prev, step: 'preview' });
const withoutStep = ({ step: _step, ...rest }: EditorSearch): EditorSearch => rest;

/** /tabs/create-repair-order?type=&mode=&order_id=&customer_id=&user_car_id=&from=&step= */
export function OrderEditorRoute() {
  const search = orderRoute.useSearch();
  const navigate = orderRoute.useNavigate();
  const openPreview = useCallback(
    ({ replace }: { replace: boolean }) => void navigate({ search: withStep, replace }),
    [navigate],
  );
  const dropPreview = useCallback(() => void navigate({ search: withoutStep, replace: true }), [navigate]);
  const key = [search.type, search.mode, search.order_id, search.customer_id, search.user_car_id].join(':');
  return (
    <OrderEditorPage
      key={key}
      document="ORDER"
      documentId={search.order_id}
      search={search}
      openPreview={openPreview}
      dropPreview={dropPreview}
    />
  );
}

/** /tabs/create-quotation?customer_id=&user_car_id=&from=&step= */
export function CreateQuotationRoute() {
  const search = createQuoteRoute.useSearch();
  const navigate = createQuoteRoute.useNavigate();
  const openPreview = useCallback(
    ({ replace }: { replace: boolean }) => void navigate({ search: withStep, replace }),
    [navigate],
  );
  const dropPreview = useCallback(() => void navigate({ search: withoutStep, replace: true }), [navigate]);
  // A copy of a quotation starts from it (mode=COPY&order_id=).
  const documentId = search.mode === 'COPY' ? search.order_id : undefined;
  return (
    <OrderEditorPage
      key={documentId ?? 'new'}
      document="QUOTE"
      documentId={documentId}
      search={search}
      openPreview={openPreview}
      dropPreview={dropPreview}
    />
  );
}

/** /tabs/edit-quotation/$quoteId?mode=VIEW&step= */
export function EditQuotationRoute() {
  const { quoteId } = editQuoteRoute.useParams();
  const search = editQuoteRoute.useSearch();
  const navigate = editQuoteRoute.useNavigate();
  const openPreview = useCallback(
    ({ replace }: { replace: boolean }) => void navigate({ search: withStep, replace }),
    [navigate],
  );
  const dropPreview = useCallback(() => void navigate({ search: withoutStep, replace: true }), [navigate]);
  const id = Number(quoteId);
  return (
    <OrderEditorPage
      key={quoteId}
      document="QUOTE"
      documentId={Number.isInteger(id) && id > 0 ? id : undefined}
      search={{ ...search, mode: search.mode === 'VIEW' ? 'VIEW' : 'EDIT' }}
      openPreview={openPreview}
      dropPreview={dropPreview}
    />
  );
}

/** The order editor and the quotation editor, under the /tabs route. */
export function orderEditorRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/create-repair-order',
      validateSearch: parseEditorSearch,
      component: OrderEditorRoute,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/create-quotation',
      validateSearch: parseEditorSearch,
      component: CreateQuotationRoute,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/edit-quotation/$quoteId',
      validateSearch: parseEditorSearch,
      component: EditQuotationRoute,
    }),
  ] as const;
}
