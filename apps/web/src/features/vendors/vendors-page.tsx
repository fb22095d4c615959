import { PURCHASE_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Anchor, Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { PAGE_SIZE, type Vendor, vendorsQuery } from '../../lib/purchasing/purchasing-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import classes from '../../lib/ui/lists.module.css';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';
import { VendorModal } from './vendor-modal.tsx';
import { vendorContact } from './vendor-rules.ts';

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} tt="none">
      {active ? t('purchasing.vendors.active') : t('purchasing.vendors.inactive')}
    </Badge>
  );
}

const infoLink = (v: Vendor) => ({ to: '/tabs/vendor-info/$vendorId', params: { vendorId: String(v.vendor_id) } }) as const;

function VendorsTable({ rows }: { rows: readonly Vendor[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label={t('features.myVendor')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchasing.vendors.name')}</Table.Th>
            <Table.Th>{t('purchasing.vendors.taxNumber')}</Table.Th>
            <Table.Th>{t('purchasing.vendors.contact')}</Table.Th>
            <Table.Th>{t('purchasing.vendors.terms')}</Table.Th>
            <Table.Th>{t('purchasing.vendors.status')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.vendors.due')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((v) => (
            <Table.Tr key={v.vendor_id} style={{ opacity: v.active ? 1 : 0.7 }}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Anchor className={classes.rowLink} renderRoot={(props) => <Link {...props} {...infoLink(v)} />}>
                  {v.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{v.tax_number ?? '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{vendorContact(v) ?? '—'}</Table.Td>
              <Table.Td>{t('purchasing.vendors.termsShort', { days: v.payment_terms_days })}</Table.Td>
              <Table.Td miw={96}>
                <StatusBadge active={v.active} />
              </Table.Td>
              <Table.Td ta="right">{f.money(v.due_amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VendorCards({ rows }: { rows: readonly Vendor[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <ul className={classes.cards} aria-label={t('features.myVendor')}>
      {rows.map((v) => (
        <li key={v.vendor_id} className={classes.card} style={{ opacity: v.active ? 1 : 0.75 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor
              fw={600}
              style={{ overflowWrap: 'anywhere', minWidth: 0 }}
              renderRoot={(props) => <Link {...props} {...infoLink(v)} />}
            >
              {v.name}
            </Anchor>
            <Text size="sm" fw={600}>
              {f.money(v.due_amount)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {vendorContact(v) ?? '—'}
          </Text>
          <Group justify="space-between" mt={4}>
            <StatusBadge active={v.active} />
            <Text size="xs" c="dimmed">
              {t('purchasing.vendors.termsShort', { days: v.payment_terms_days })}
            </Text>
          </Group>
        </li>
      ))}
    </ul>
  );
}

/** /tabs/my-vendors: the garage's vendors, searched and paged; writers add them. */
export function VendorsPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [inactive, setInactive] = useState(false);
  const [adding, setAdding] = useState(false);
  const canRead = hasAnyRole(roles, PURCHASE_READ);
  const canWrite = hasAnyRole(roles, routes.createVendor.roles);
  const list = useQuery({ ...vendorsQuery(q, page, inactive), enabled: canRead });
  if (!canRead) return <AccessDenied title={t('features.myVendor')} />;
  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      {t('purchasing.vendors.add')}
    </Button>
  ) : null;
  return (
    <Stack gap="sm" maw={1100}>
      <PageHeader
        title={t('features.myVendor')}
        description={canWrite ? t('purchasing.vendors.description') : t('purchasing.vendors.readOnly')}
        actions={addButton}
      />
      <Group gap="sm" wrap="wrap" align="center">
        <SearchInput
          value={text}
          onChange={(v) => {
            setText(v);
            setPage(0);
          }}
          label={t('purchasing.vendors.search')}
          style={{ flex: '1 1 260px' }}
        />
        <Switch
          label={t('purchasing.vendors.showInactive')}
          checked={inactive}
          onChange={(e) => {
            setInactive(e.currentTarget.checked);
            setPage(0);
          }}
        />
      </Group>
      <QueryList
        query={list}
        rows={(data) => data.content}
        skeleton={{ rows: 5 }}
        empty={
          q ? (
            <Text c="dimmed">{t('purchasing.vendors.noMatch', { q })}</Text>
          ) : (
            {
              icon: <IconTruck size={22} />,
              title: t('purchasing.vendors.empty'),
              text: t('purchasing.vendors.emptyText'),
              action: addButton,
            }
          )
        }
      >
        {(rows, { data }) => (
          <>
            {desktop ? <VendorsTable rows={rows} /> : <VendorCards rows={rows} />}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              capped={data.total_capped}
              onChange={setPage}
            />
          </>
        )}
      </QueryList>
      <VendorModal vendor={null} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
