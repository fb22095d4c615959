import { INVOICE_CREATE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { CreditNoteList } from '../../lib/invoices/credit-note-list.tsx';
import { createCreditHref, invoiceCreditNotesQuery } from '../../lib/invoices/credit-notes-api.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { Section } from '../../lib/ui/detail-section.tsx';

/** "Return / credit note": for the create-invoice roles, on an invoice that is not void. */
export function ReturnButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  if (invoice.status === 'VOID' || !hasAnyRole(roles, INVOICE_CREATE)) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconArrowBackUp size={16} />}
      renderRoot={(props) => <Link {...props} to={createCreditHref(invoice.invoice_id)} />}
    >
      {t('creditNotes.create.button')}
    </Button>
  );
}

/** The invoice's credit notes (returns), each linking to its page. */
export function InvoiceCreditNotes({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const query = useQuery(invoiceCreditNotesQuery(invoice.invoice_id));
  const title = t('creditNotes.invoiceSection');
  return (
    <Section title={title}>
      <CreditNoteList
        query={query}
        label={title}
        empty={
          <Group gap="xs" c="dimmed">
            <IconReceiptRefund size={18} aria-hidden />
            <Text size="sm">{t('creditNotes.invoiceEmpty')}</Text>
          </Group>
        }
      />
    </Section>
  );
}
