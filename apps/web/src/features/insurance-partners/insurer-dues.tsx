import { CloseButton, Group, Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsurancePartner } from '../../lib/invoices/insurance-api.ts';
import { InvoiceList } from '../../lib/invoices/invoice-list.tsx';
import { invoiceSearchQuery } from '../../lib/invoices/invoices-api.ts';
import { Pager } from '../../lib/ui/pager.tsx';

const PAGE_SIZE = 20;

/** An insurer's bills still owed (its dues), with each one's age and the total due of them all. */
export function InsurerDues({ partner, onClose }: { partner: InsurancePartner; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(0);
  const query = useQuery(
    invoiceSearchQuery({ insurance_company_id: partner.id, due_only: 'true', page_number: pageNumber, page_size: PAGE_SIZE }),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const titleId = `insurer-dues-${partner.id}`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId} mt="md">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id={titleId} ref={heading} style={{ overflowWrap: 'anywhere' }}>
          {t('invoices.insurers.duesTitle', { name: partner.name })}
        </Title>
        <CloseButton aria-label={t('invoices.insurers.closeDues')} onClick={onClose} />
      </Group>
      <InvoiceList
        query={query}
        label={t('invoices.insurers.duesTitle', { name: partner.name })}
        emptyText={t('invoices.insurers.noDues')}
        ageing
      />
      {query.data && (
        <Pager
          page={pageNumber}
          totalPages={query.data.total_pages}
          totalElements={query.data.total_elements}
          pageSize={PAGE_SIZE}
          capped={query.data.total_capped}
          onChange={setPageNumber}
        />
      )}
    </Paper>
  );
}
