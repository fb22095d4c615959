import { ONLINE_PAYMENT_READ } from '@garage/contract/meta';
import { hasAnyRole, ONLINE_PAYMENT_STATUSES } from '@garage/domain';
import { Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { invoiceHref } from '../../lib/invoices/invoices-api.ts';
import {
  type OnlinePayment,
  type OnlinePaymentStatus,
  onlinePaymentListQuery,
} from '../../lib/online-payments/online-payments-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { OnlinePaymentStatusBadge } from './status-badge.tsx';

export interface OnlinePaymentListSearch {
  status?: OnlinePaymentStatus;
  page?: number;
}

const PAGE_SIZE = 20;

function InvoiceAnchor({ link }: { link: OnlinePayment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = invoiceHref(link.invoice_id);
  return (
    <Anchor
      href={href}
      size="sm"
      fw={600}
      aria-label={t('onlinePayments.list.open', { number: link.invoice_number })}
      onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate({ href });
      }}
    >
      {link.invoice_number}
    </Anchor>
  );
}

/**
 * Online Payment (spec online-payment-list): the garage's payment links, newest first, with their
 * transaction status; filtered by status, paged. A table on wide screens, two-line rows on phones.
 */
export function OnlinePaymentListPage({
  search,
  onSearch,
}: {
  search: OnlinePaymentListSearch;
  onSearch: (next: OnlinePaymentListSearch) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const { roles } = useShellData();
  const allowed = hasAnyRole(roles, ONLINE_PAYMENT_READ);
  const page = search.page ?? 0;
  const query = useQuery({
    ...onlinePaymentListQuery({ page_number: page, page_size: PAGE_SIZE, ...(search.status ? { status: search.status } : {}) }),
    enabled: allowed,
  });
  if (!allowed) return <AccessDenied title={t('onlinePayments.list.title')} />;
  const label = t('onlinePayments.list.label');
  const when = (iso: string) => f.dateTime(iso);
  return (
    <Stack gap="sm" maw={1100}>
      <PageHeader title={t('onlinePayments.list.title')} description={t('onlinePayments.list.description')} />
      <Select
        label={t('onlinePayments.list.statusFilter')}
        data={[
          { value: '', label: t('onlinePayments.list.allStatuses') },
          ...ONLINE_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`onlinePayments.status.${s}`) })),
        ]}
        value={search.status ?? ''}
        onChange={(v) => onSearch({ ...(v ? { status: v as OnlinePaymentStatus } : {}) })}
        allowDeselect={false}
        maw={260}
      />
      <QueryList
        query={query}
        rows={(data) => data.content}
        empty={
          <Group gap="xs" c="dimmed">
            <IconCreditCard size={18} aria-hidden />
            <Text size="sm">{t('onlinePayments.list.empty')}</Text>
          </Group>
        }
      >
        {(rows, { data }) => (
          <Stack gap="xs">
            {desktop ? (
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing={6} aria-label={label} striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('onlinePayments.list.created')}</Table.Th>
                      <Table.Th>{t('onlinePayments.list.invoice')}</Table.Th>
                      <Table.Th>{t('onlinePayments.list.customer')}</Table.Th>
                      <Table.Th ta="right">{t('onlinePayments.list.amount')}</Table.Th>
                      <Table.Th>{t('onlinePayments.list.status')}</Table.Th>
                      <Table.Th>{t('onlinePayments.list.provider')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((l) => (
                      <Table.Tr key={l.online_payment_id}>
                        <Table.Td>{when(l.created_at)}</Table.Td>
                        <Table.Td>
                          <InvoiceAnchor link={l} />
                        </Table.Td>
                        <Table.Td>{l.customer_name}</Table.Td>
                        <Table.Td ta="right">{f.money(l.amount)}</Table.Td>
                        <Table.Td>
                          <OnlinePaymentStatusBadge status={l.status} />
                        </Table.Td>
                        <Table.Td>{t(`onlinePayments.providers.${l.provider}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Stack gap={0} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {rows.map((l) => (
                  <li
                    key={l.online_payment_id}
                    style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <InvoiceAnchor link={l} />
                      <OnlinePaymentStatusBadge status={l.status} />
                    </Group>
                    <Group justify="space-between" wrap="wrap" gap={4}>
                      <Text size="xs" c="dimmed">
                        {l.customer_name} · {when(l.created_at)}
                      </Text>
                      <Text size="sm" fw={600}>
                        {f.money(l.amount)}
                      </Text>
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
            <Pager
              page={data.page_number}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={data.page_size}
              onChange={(p) => onSearch({ ...(search.status ? { status: search.status } : {}), ...(p > 0 ? { page: p } : {}) })}
            />
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
