import { INVOICE_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Box, Stack } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { CreditNoteList } from '../../lib/invoices/credit-note-list.tsx';
import { creditNoteSearchQuery } from '../../lib/invoices/credit-notes-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { CustomerFilter, type CustomerFilterValue } from './customer-filter.tsx';

const PAGE_SIZE = 20;

/** /tabs/credit-note (sidebar "Credit Note"): the garage's credit notes, newest first, optionally one customer's. */
export function CreditNotesPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const [customer, setCustomer] = useState<CustomerFilterValue | null>(null);
  const [page, setPage] = useState(0);
  const allowed = hasAnyRole(roles, INVOICE_READ);
  const list = useQuery({
    ...creditNoteSearchQuery({
      page_number: page,
      page_size: PAGE_SIZE,
      ...(customer ? { customer_id: customer.id } : {}),
    }),
    enabled: allowed,
  });
  if (!allowed) return <AccessDenied title={t('creditNotes.title')} />;
  const title = t('creditNotes.title');
  return (
    <Stack gap={0} maw={1100} pb="xl">
      <PageHeader title={title} />
      <Box maw={480} mb="md">
        <CustomerFilter
          value={customer}
          onChange={(c) => {
            setCustomer(c);
            setPage(0);
          }}
        />
      </Box>
      <CreditNoteList
        query={list}
        label={title}
        wide
        empty={{
          icon: <IconReceiptRefund size={22} />,
          title: customer ? t('creditNotes.noMatch') : t('creditNotes.empty'),
          text: customer ? undefined : t('creditNotes.emptyText'),
        }}
      />
      {list.data && (
        <Pager
          page={page}
          totalPages={list.data.total_pages}
          totalElements={list.data.total_elements}
          pageSize={PAGE_SIZE}
          capped={list.data.total_capped}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
