import { INVOICE_CREATE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { HttpError } from '../../lib/http.ts';
import { creditNoteHref } from '../../lib/invoices/credit-notes-api.ts';
import { invoiceHref, invoiceQuery } from '../../lib/invoices/invoices-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { CreditForm } from './credit-form.tsx';
import { quantityLeft } from './credit-rules.ts';
import { useReturned } from './use-returned.ts';

const route = getRouteApi('/tabs/create-credit/$invoiceId');

/** /tabs/create-credit/$invoiceId (spec route "create-credit"): what the customer gives back of an invoice. */
export function CreateCreditPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const navigate = useNavigate();
  const { invoiceId } = route.useParams();
  const n = Number(invoiceId);
  const id = Number.isSafeInteger(n) && n > 0 ? n : null;
  const allowed = hasAnyRole(roles, INVOICE_CREATE);
  const query = useQuery({ ...invoiceQuery(id ?? 0), enabled: allowed && id !== null });
  const returned = useReturned(id ?? 0, allowed && id !== null);
  if (!allowed) return <AccessDenied title={t('creditNotes.create.button')} />;
  const invoice = query.data;
  const back = {
    label: t('creditNotes.backToInvoice'),
    render: (props: Record<string, unknown>) =>
      id !== null ? <Link {...props} to={invoiceHref(id)} /> : <Link {...props} to="/tabs/orders" />,
  };
  const title = invoice ? t('creditNotes.create.title', { number: invoice.invoice_number }) : t('creditNotes.create.button');
  if (id === null || (!invoice && !query.isPending) || (invoice && returned.failed && !returned.earlier)) {
    const missing = id === null || (query.error instanceof HttpError && query.error.status === 404);
    return (
      <Stack maw={1100}>
        <PageHeader title={title} back={back} />
        <LoadFailed
          text={missing ? t('invoices.notFound') : undefined}
          onRetry={() => {
            void query.refetch();
            returned.retry();
          }}
        />
      </Stack>
    );
  }
  if (!invoice || !returned.earlier) {
    return (
      <Stack maw={1100}>
        <PageHeader title={title} back={back} />
        <ListSkeleton rows={6} />
      </Stack>
    );
  }
  const earlier = returned.earlier;
  const nothingLeft = invoice.lines.every((l) => quantityLeft(l, earlier.get(l.line_id)).isZero());
  const blocked =
    invoice.status === 'VOID' ? t('creditNotes.create.voidInvoice') : nothingLeft ? t('creditNotes.create.nothingLeft') : null;
  return (
    <Stack gap={0} maw={1100} pb="xl">
      <PageHeader title={title} description={`${invoice.customer.name} · ${t('creditNotes.create.description')}`} back={back} />
      {blocked ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} role="status">
          {blocked}
        </Alert>
      ) : (
        <CreditForm
          invoice={invoice}
          earlier={earlier}
          onCancel={() => void navigate({ href: invoiceHref(invoice.invoice_id) })}
          onSaved={(note) => void navigate({ href: creditNoteHref(note.credit_note_id), replace: true })}
        />
      )}
    </Stack>
  );
}
