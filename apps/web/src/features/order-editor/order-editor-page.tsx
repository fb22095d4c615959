import { hasAnyRole } from '@garage/domain';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { prepareInvoiceRoles } from '../../lib/invoices/invoice-rules.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { editorKeys } from './editor-api.ts';
import { loadEditorInit } from './editor-init.ts';
import { type EditorDocument, type EditorSearch, effectiveMode } from './editor-mode.ts';
import { pageRoles } from './editor-roles.ts';
import { EditorScreen } from './editor-screen.tsx';

/** How the route hands the editor its address and its preview step. */
export interface EditorRouteProps {
  document: EditorDocument;
  /** The order (EDIT, COPY, VIEW…) or quotation the editor starts from. */
  documentId: number | undefined;
  search: EditorSearch;
  /** Push the preview step (replace: instead of a modal's history entry). */
  openPreview: (options: { replace: boolean }) => void;
  /** Drop the preview step from the address (after a reload, when the draft is gone). */
  dropPreview: () => void;
}

/** /tabs/create-repair-order, /tabs/create-quotation and /tabs/edit-quotation/$quoteId (issue 4). */
export function OrderEditorPage(props: EditorRouteProps) {
  const { t } = useTranslation();
  const { roles, garage } = useShellData();
  const mode = props.document === 'QUOTE' && props.documentId !== undefined && !props.search.mode ? 'EDIT' : undefined;
  const effective = effectiveMode(props.search.mode ?? mode, props.documentId);
  const allowed = hasAnyRole(roles, pageRoles(props.document, effective));
  const init = useQuery({
    queryKey: editorKeys.init(
      props.document,
      props.documentId,
      effective,
      props.search.customer_id,
      props.search.user_car_id,
      props.search.type,
    ),
    queryFn: () => loadEditorInit(props.document, props.documentId, effective, props.search, garage.time_zone),
    enabled: allowed,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const fallbackTitle = props.document === 'QUOTE' ? t('orderEditor.titles.QUOTE') : t('orderEditor.titles.REPAIR_ORDER');
  if (!allowed) return <AccessDenied title={fallbackTitle} />;
  if (init.isPending) {
    return (
      <Stack maw={1100}>
        <PageHeader title={fallbackTitle} />
        <ListSkeleton rows={6} height={56} />
      </Stack>
    );
  }
  if (!init.data) {
    return (
      <Stack maw={1100}>
        <PageHeader title={fallbackTitle} />
        <LoadFailed onRetry={() => void init.refetch()} />
      </Stack>
    );
  }
  // Shell 6: an order already PAYMENT_DUE is billed only by the owner or someone who edits invoices.
  const existing = init.data.existing;
  if (effective === 'PREPARE_INVOICE' && existing && !hasAnyRole(roles, prepareInvoiceRoles(existing.status))) {
    return <AccessDenied title={fallbackTitle} />;
  }
  return <EditorScreen {...props} mode={effective} init={init.data} />;
}
