import { INVOICE_CREATE, INVOICE_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { CREDIT_NOTES_HREF, creditNoteKeys, creditNoteQuery, shareCreditNote } from '../../lib/invoices/credit-notes-api.ts';
import { DocumentCfdiPanel } from '../../lib/invoices/document-cfdi-panel.tsx';
import { downloadCreditNoteCfdiXml, invoiceQuery, stampCreditNoteCfdi } from '../../lib/invoices/invoices-api.ts';
import { PdfMenu } from '../../lib/invoices/pdf-menu.tsx';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { DocumentPending } from '../../lib/ui/document-pending.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { CreditNoteDocument } from './credit-note-document.tsx';
import classes from './credit-notes.module.css';

const route = getRouteApi('/tabs/credit-note/$creditNoteId');

const SETTLEMENT_COLORS = { REFUND: 'orange', CREDIT: 'blue', NONE: 'gray' } as const;

/** /tabs/credit-note/$creditNoteId (spec route "credit-note"): one credit note, printable. */
export function CreditNotePage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const queryClient = useQueryClient();
  const { creditNoteId } = route.useParams();
  const n = Number(creditNoteId);
  const id = Number.isSafeInteger(n) && n > 0 ? n : null;
  const allowed = hasAnyRole(roles, INVOICE_READ);
  const query = useQuery({ ...creditNoteQuery(id ?? 0), enabled: allowed && id !== null });
  const note = query.data;
  // The invoice only adds the letterhead and the garage's time zone: the note shows without it.
  const invoice = useQuery({ ...invoiceQuery(note?.invoice_id ?? 0), enabled: allowed && note !== undefined });
  if (!allowed) return <AccessDenied title={t('creditNotes.one')} />;
  const back = {
    label: t('creditNotes.backToList'),
    render: (props: Record<string, unknown>) => <Link {...props} to={CREDIT_NOTES_HREF} />,
  };
  if (id === null || !note) {
    return (
      <DocumentPending
        title={t('creditNotes.one')}
        back={back}
        validId={id !== null}
        query={query}
        notFound={t('creditNotes.notFound')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" className={classes.document} data-print-document pb="xl">
      <div data-no-print>
        <PageHeader
          title={
            <Group gap="sm" component="span">
              {note.credit_number}
              <Badge color={SETTLEMENT_COLORS[note.settlement]} variant="light" size="lg">
                {t(`creditNotes.settlement.${note.settlement}`)}
              </Badge>
            </Group>
          }
          description={note.customer_name}
          back={back}
          actions={
            <Group gap="xs">
              <PdfMenu
                share={(body) => shareCreditNote(note.credit_note_id, body)}
                a4Label={t('creditNotes.pdfA4')}
                sentText={(to) => t('invoices.share.linkSent', { to })}
              />
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                {t('creditNotes.print')}
              </Button>
            </Group>
          }
        />
      </div>
      <CreditNoteDocument note={note} invoice={invoice.data} />
      {note.cfdi && (
        <DocumentCfdiPanel
          title={t('invoices.cfdi.egresoTitle')}
          cfdi={note.cfdi}
          download={() => downloadCreditNoteCfdiXml(note)}
          retry={
            hasAnyRole(roles, INVOICE_CREATE)
              ? async () => {
                  const updated = await stampCreditNoteCfdi(note.credit_note_id);
                  queryClient.setQueryData(creditNoteKeys.one(note.credit_note_id), updated);
                  return updated;
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}
