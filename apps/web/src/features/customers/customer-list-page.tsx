import { CUSTOMER_READ, CUSTOMER_WRITE } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type Customer, customersQuery, PAGE_SIZE } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { asCategory } from '../../lib/masters/customer-rules.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import classes from '../../lib/ui/lists.module.css';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { useUrlSearchText } from '../../lib/ui/use-url-search-text.ts';

const route = getRouteApi('/tabs/customer');

function CustomerLink({ customer }: { customer: Customer }) {
  return (
    <Link
      to="/tabs/customer-details/$customerId"
      params={{ customerId: String(customer.customer_id) }}
      className={classes.rowLink}
    >
      {customer.display_name}
    </Link>
  );
}

/** /tabs/customer: the group's customers, searched by name, mobile number or e-mail. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const search = route.useSearch();
  const q = search.q ?? '';
  const page = search.page ?? 0;
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const f = useFormat();
  const dues = (c: Customer) => f.money(c.dues);
  // A decimal string: anything but zero (0, 0.00) is owed; no floating point involved.
  const owes = (c: Customer) => !/^-?0*(\.0*)?$/.test(c.dues);
  // The search text is kept in the address (Back returns to the same search), starting at page 1.
  const [text, setText] = useUrlSearchText(q, (next) =>
    navigate({ to: '/tabs/customer', search: next ? { q: next } : {}, replace: true }),
  );
  const list = useQuery({ ...customersQuery(q, page), enabled: hasAnyRole(roles, CUSTOMER_READ) });

  if (!hasAnyRole(roles, CUSTOMER_READ)) return <AccessDenied title={t('features.myCustomer')} />;
  const canWrite = hasAnyRole(roles, CUSTOMER_WRITE);
  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} renderRoot={(props) => <Link {...props} to="/tabs/create-customer" />}>
      {t('customers.add')}
    </Button>
  ) : null;

  const data = list.data;
  const goTo = (customer: Customer) =>
    void navigate({ to: '/tabs/customer-details/$customerId', params: { customerId: String(customer.customer_id) } });

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={t('features.myCustomer')} actions={addButton} />
      <SearchInput
        label={t('customers.search')}
        placeholder={t('customers.searchPlaceholder')}
        value={text}
        onChange={setText}
        mb="sm"
        maw={480}
      />
      <QueryList
        query={list}
        rows={(d) => d.content}
        empty={
          q
            ? { icon: <IconUsers size={22} />, title: t('customers.noMatch', { query: q }), text: t('customers.noMatchText') }
            : { icon: <IconUsers size={22} />, title: t('customers.empty'), text: t('customers.emptyText'), action: addButton }
        }
      >
        {(rows, { stale }) =>
          desktop ? (
            <Table.ScrollContainer minWidth={640}>
              <Table
                highlightOnHover
                verticalSpacing="xs"
                aria-label={t('customers.listLabel')}
                style={{ opacity: stale ? 0.6 : 1 }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('customers.columns.name')}</Table.Th>
                    <Table.Th>{t('customers.columns.mobile')}</Table.Th>
                    <Table.Th>{t('customers.columns.email')}</Table.Th>
                    <Table.Th>{t('customers.columns.category')}</Table.Th>
                    <Table.Th ta="right">{t('customers.columns.vehicles')}</Table.Th>
                    <Table.Th ta="right">{t('customers.columns.dues')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((c) => (
                    <Table.Tr key={c.customer_id} className={classes.row} onClick={() => goTo(c)}>
                      <Table.Td>
                        <CustomerLink customer={c} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        +{c.country_phone_code} {c.mobile_number}
                      </Table.Td>
                      <Table.Td>{c.email ?? ''}</Table.Td>
                      <Table.Td>{t(`customers.categories.${asCategory(c.customer_category)}`)}</Table.Td>
                      <Table.Td ta="right">{c.vehicle_count}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} c={owes(c) ? 'red.8' : undefined}>
                        {owes(c) ? dues(c) : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <ul className={classes.cards} aria-label={t('customers.listLabel')} style={{ opacity: stale ? 0.6 : 1 }}>
              {rows.map((c) => (
                <li key={c.customer_id}>
                  <Link
                    to="/tabs/customer-details/$customerId"
                    params={{ customerId: String(c.customer_id) }}
                    className={classes.card}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={600} truncate>
                        {c.display_name}
                      </Text>
                      <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                        {t('customers.vehiclesCount', { count: c.vehicle_count })}
                      </Badge>
                    </Group>
                    <Text size="sm">
                      +{c.country_phone_code} {c.mobile_number}
                    </Text>
                    {c.email && (
                      <Text size="sm" c="dimmed" truncate>
                        {c.email}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {t(`customers.categories.${asCategory(c.customer_category)}`)}
                    </Text>
                    {owes(c) && (
                      <Text size="sm" c="red.8">
                        {t('customers.duesAmount', { amount: dues(c) })}
                      </Text>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryList>
      {data && (
        <Pager
          page={data.page_number}
          totalPages={data.total_pages}
          totalElements={data.total_elements}
          capped={data.total_capped}
          pageSize={data.page_size || PAGE_SIZE}
          onChange={(p) =>
            void navigate({ to: '/tabs/customer', search: { ...(q ? { q } : {}), ...(p > 0 ? { page: p } : {}) } })
          }
        />
      )}
    </Stack>
  );
}
