import { CATALOGUE_WRITE } from '@garage/contract';
import { hasAnyRole, normalizeSearch } from '@garage/domain';
import { Badge, Button, Group, Stack, Switch, Table, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBox, IconPackages, IconPlus, IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZE,
  type Part,
  packagesQuery,
  partsQuery,
  type Service,
  type ServicePackage,
  servicesQuery,
} from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { taxCategoryShort } from '../../lib/masters/tax-category-label.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { formatMoney, formatQuantity } from '../../lib/money.ts';
import { EmptyList, ListSkeleton } from '../../lib/ui/list-states.tsx';
import classes from '../../lib/ui/lists.module.css';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';
import { canSeePurchasePrice, PartFormModal } from './part-form-modal.tsx';
import { ServiceFormModal } from './service-form-modal.tsx';

export type ItemsTab = 'services' | 'parts' | 'packages';
const route = getRouteApi('/tabs/garage-items');

/** /tabs/garage-items: the garage's services, parts and service packages. */
export function GarageItemsPage() {
  const { t } = useTranslation();
  const tab = route.useSearch().tab ?? 'services';
  const navigate = useNavigate();
  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={t('features.garageItems')} description={t('catalogue.intro')} />
      <Tabs
        value={tab}
        onChange={(v) => {
          if (v === 'services' || v === 'parts' || v === 'packages')
            void navigate({ to: '/tabs/garage-items', search: v === 'services' ? {} : { tab: v }, replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          <Tabs.Tab value="services" leftSection={<IconTool size={16} />}>
            {t('catalogue.tabs.services')}
          </Tabs.Tab>
          <Tabs.Tab value="parts" leftSection={<IconBox size={16} />}>
            {t('catalogue.tabs.parts')}
          </Tabs.Tab>
          <Tabs.Tab value="packages" leftSection={<IconPackages size={16} />}>
            {t('catalogue.tabs.packages')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="services">
          <ServicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="parts">
          <PartsTab />
        </Tabs.Panel>
        <Tabs.Panel value="packages">
          <PackagesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Search (debounced), include-inactive switch and the add button of a tab. */
function useListControls() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [includeInactive, setIncludeInactive] = useState(false);
  const [pageState, setPage] = useState({ key: '', page: 0 });
  const key = `${debounced}|${includeInactive}`;
  // A new search or filter starts at the first page.
  const page = pageState.key === key ? pageState.page : 0;
  return {
    text,
    setText,
    query: debounced,
    includeInactive,
    setIncludeInactive,
    page,
    setPage: (p: number) => setPage({ key, page: p }),
  };
}

function Toolbar({
  searchLabel,
  controls,
  action,
}: {
  searchLabel: string;
  controls: ReturnType<typeof useListControls>;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 300px' }}>
        <SearchInput
          label={searchLabel}
          value={controls.text}
          onChange={controls.setText}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Switch
          label={t('catalogue.includeInactive')}
          checked={controls.includeInactive}
          onChange={(e) => controls.setIncludeInactive(e.currentTarget.checked)}
        />
      </Group>
      {action}
    </Group>
  );
}

/** Lists show active items plainly; an inactive one (with "Include inactive") carries this badge. */
function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (active) return null;
  return (
    <Badge variant="light" color="gray" tt="none" ml={6} style={{ flexShrink: 0 }}>
      {t('catalogue.inactive')}
    </Badge>
  );
}

/** The name of a row: a button that opens the edit form for writers, plain text for readers. */
function RowName({ name, canEdit, onOpen }: { name: string; canEdit: boolean; onOpen: () => void }) {
  if (!canEdit) return <Text fw={600}>{name}</Text>;
  return (
    <UnstyledButton
      className={classes.rowLink}
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
    >
      {name}
    </UnstyledButton>
  );
}

// ---- services -------------------------------------------------------------------------------------------

function ServicesTab() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { roles } = useShellData();
  const { rules, currency } = useGarageContext();
  const desktop = useIsDesktop();
  const controls = useListControls();
  const canWrite = hasAnyRole(roles, CATALOGUE_WRITE);
  const [editing, setEditing] = useState<Service | null | 'new'>(null);
  const list = useQuery(servicesQuery({ query: controls.query, page: controls.page, includeInactive: controls.includeInactive }));
  const rows = list.data?.content ?? [];
  const price = (s: Service) => formatMoney(s.price, currency, rules.roundingDigits, language);
  const tax = (s: Service) => (s.tax_category ? taxCategoryShort(s.tax_category, language) : '—');

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('catalogue.service.add')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && !list.data) body = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) {
    body = controls.query ? (
      <EmptyList icon={<IconTool size={22} />} title={t('catalogue.noMatch', { query: controls.query })} />
    ) : (
      <EmptyList
        icon={<IconTool size={22} />}
        title={t('catalogue.service.empty')}
        text={t('catalogue.service.emptyText')}
        action={addButton}
      />
    );
  } else if (desktop) {
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table
          highlightOnHover={canWrite}
          verticalSpacing="xs"
          aria-label={t('catalogue.tabs.services')}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.service.name')}</Table.Th>
              <Table.Th>{t('catalogue.service.sac')}</Table.Th>
              <Table.Th ta="right">{t('catalogue.service.price')}</Table.Th>
              <Table.Th>{t('catalogue.fields.taxCategory')}</Table.Th>
              {rules.serviceHourlyRate && <Table.Th ta="right">{t('catalogue.service.hourlyRating')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr
                key={s.service_id}
                className={canWrite ? classes.row : undefined}
                onClick={canWrite ? () => setEditing(s) : undefined}
              >
                <Table.Td>
                  <RowName name={s.service_name} canEdit={canWrite} onOpen={() => setEditing(s)} />
                  {!s.active && <StatusBadge active={false} />}
                </Table.Td>
                <Table.Td>{s.sac ?? ''}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {price(s)}
                  {s.tax_inclusive && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {t('catalogue.inclTax')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{tax(s)}</Table.Td>
                {rules.serviceHourlyRate && (
                  <Table.Td ta="right">{s.hourly_rating ? formatQuantity(s.hourly_rating, language) : '—'}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    body = (
      <ul className={classes.cards} aria-label={t('catalogue.tabs.services')}>
        {rows.map((s) => (
          <li key={s.service_id}>
            <ItemCard canEdit={canWrite} onOpen={() => setEditing(s)}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {s.service_name}
                </Text>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {price(s)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {[s.sac, s.tax_category ? taxCategoryShort(s.tax_category, language) : null].filter(Boolean).join(' · ')}
                </Text>
                {!s.active && <StatusBadge active={false} />}
              </Group>
            </ItemCard>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <Toolbar searchLabel={t('catalogue.service.search')} controls={controls} action={addButton} />
      {body}
      {list.data && (
        <Pager
          page={list.data.page_number}
          totalPages={list.data.total_pages}
          totalElements={list.data.total_elements}
          capped={list.data.total_capped}
          pageSize={list.data.page_size || PAGE_SIZE}
          onChange={controls.setPage}
        />
      )}
      <ServiceFormModal opened={editing !== null} service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** A phone card: a button for writers (opens the edit form), a plain box for readers. */
function ItemCard({ canEdit, onOpen, children }: { canEdit: boolean; onOpen: () => void; children: ReactNode }) {
  if (!canEdit) return <div className={classes.card}>{children}</div>;
  return (
    <UnstyledButton className={classes.card} onClick={onOpen}>
      {children}
    </UnstyledButton>
  );
}

// ---- parts ----------------------------------------------------------------------------------------------

function PartsTab() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { roles } = useShellData();
  const { rules, currency } = useGarageContext();
  const desktop = useIsDesktop();
  const controls = useListControls();
  const canWrite = hasAnyRole(roles, CATALOGUE_WRITE);
  const showPurchase = canSeePurchasePrice(roles);
  const [editing, setEditing] = useState<Part | null | 'new'>(null);
  const list = useQuery(partsQuery({ query: controls.query, page: controls.page, includeInactive: controls.includeInactive }));
  const rows = list.data?.content ?? [];
  const money = (v: string | null) => formatMoney(v, currency, rules.roundingDigits, language);

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('catalogue.part.add')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && !list.data) body = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) {
    body = controls.query ? (
      <EmptyList icon={<IconBox size={22} />} title={t('catalogue.noMatch', { query: controls.query })} />
    ) : (
      <EmptyList
        icon={<IconBox size={22} />}
        title={t('catalogue.part.empty')}
        text={t('catalogue.part.emptyText')}
        action={addButton}
      />
    );
  } else if (desktop) {
    body = (
      <Table.ScrollContainer minWidth={800}>
        <Table
          highlightOnHover={canWrite}
          verticalSpacing="xs"
          aria-label={t('catalogue.tabs.parts')}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.part.name')}</Table.Th>
              <Table.Th>{t('catalogue.part.number')}</Table.Th>
              <Table.Th>{t('catalogue.part.brand')}</Table.Th>
              <Table.Th>{t('catalogue.part.typeUnit')}</Table.Th>
              <Table.Th ta="right">{t('catalogue.part.sellingPrice')}</Table.Th>
              {showPurchase && <Table.Th ta="right">{t('catalogue.part.purchasePrice')}</Table.Th>}
              <Table.Th>{t('catalogue.fields.taxCategory')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr
                key={p.part_id}
                className={canWrite ? classes.row : undefined}
                onClick={canWrite ? () => setEditing(p) : undefined}
              >
                <Table.Td>
                  <RowName name={p.part_name} canEdit={canWrite} onOpen={() => setEditing(p)} />
                  {!p.active && <StatusBadge active={false} />}
                </Table.Td>
                <Table.Td>{p.part_number ?? ''}</Table.Td>
                <Table.Td>{p.brand ?? ''}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {t(`catalogue.partTypes.${p.part_type}`)} · {p.unit_symbol}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(p.selling_price)}
                </Table.Td>
                {showPurchase && (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(p.purchase_price)}
                  </Table.Td>
                )}
                <Table.Td>{p.tax_category ? taxCategoryShort(p.tax_category, language) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    body = (
      <ul className={classes.cards} aria-label={t('catalogue.tabs.parts')}>
        {rows.map((p) => (
          <li key={p.part_id}>
            <ItemCard canEdit={canWrite} onOpen={() => setEditing(p)}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {p.part_name}
                </Text>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(p.selling_price)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {[p.part_number, p.brand, t(`catalogue.partTypes.${p.part_type}`), p.unit_symbol].filter(Boolean).join(' · ')}
                </Text>
                {!p.active && <StatusBadge active={false} />}
              </Group>
            </ItemCard>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <Toolbar searchLabel={t('catalogue.part.search')} controls={controls} action={addButton} />
      {body}
      {list.data && (
        <Pager
          page={list.data.page_number}
          totalPages={list.data.total_pages}
          totalElements={list.data.total_elements}
          capped={list.data.total_capped}
          pageSize={list.data.page_size || PAGE_SIZE}
          onChange={controls.setPage}
        />
      )}
      <PartFormModal opened={editing !== null} part={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </>
  );
}

// ---- packages -------------------------------------------------------------------------------------------

/** The package list is not paged by the API: it is searched and paged here. */
export function filterPackages(list: readonly ServicePackage[], query: string, includeInactive: boolean): ServicePackage[] {
  const q = normalizeSearch(query);
  return list.filter(
    (p) =>
      (includeInactive || p.active) && (!q || normalizeSearch(`${p.service_package_name} ${p.description ?? ''}`).includes(q)),
  );
}

function PackagesTab() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const controls = useListControls();
  const canWrite = hasAnyRole(roles, CATALOGUE_WRITE);
  const list = useQuery(packagesQuery());
  const filtered = useMemo(
    () => filterPackages(list.data ?? [], controls.query, controls.includeInactive),
    [list.data, controls.query, controls.includeInactive],
  );
  const totalPages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const page = Math.min(controls.page, totalPages - 1);
  const rows = filtered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const open = (p: ServicePackage) =>
    void navigate({ to: '/tabs/create-service-package', search: { service_package_id: p.service_package_id } });

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} renderRoot={(props) => <Link {...props} to="/tabs/create-service-package" />}>
      {t('catalogue.package.add')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && !list.data) body = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) {
    body = controls.query ? (
      <EmptyList icon={<IconPackages size={22} />} title={t('catalogue.noMatch', { query: controls.query })} />
    ) : (
      <EmptyList
        icon={<IconPackages size={22} />}
        title={t('catalogue.package.empty')}
        text={t('catalogue.package.emptyText')}
        action={addButton}
      />
    );
  } else if (desktop) {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover={canWrite} verticalSpacing="xs" aria-label={t('catalogue.tabs.packages')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.package.name')}</Table.Th>
              <Table.Th>{t('catalogue.tabs.services')}</Table.Th>
              <Table.Th>{t('catalogue.tabs.parts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr
                key={p.service_package_id}
                className={canWrite ? classes.row : undefined}
                onClick={canWrite ? () => open(p) : undefined}
              >
                <Table.Td>
                  {canWrite ? (
                    <Link
                      to="/tabs/create-service-package"
                      search={{ service_package_id: p.service_package_id }}
                      className={classes.rowLink}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {p.service_package_name}
                    </Link>
                  ) : (
                    <Text fw={600}>{p.service_package_name}</Text>
                  )}
                  {!p.active && <StatusBadge active={false} />}
                  {p.description && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {p.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{p.services.map((s) => s.service_name).join(', ') || '—'}</Table.Td>
                <Table.Td>{p.parts.map((x) => x.part_name).join(', ') || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    body = (
      <ul className={classes.cards} aria-label={t('catalogue.tabs.packages')}>
        {rows.map((p) => (
          <li key={p.service_package_id}>
            <ItemCard canEdit={canWrite} onOpen={() => open(p)}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {p.service_package_name}
                </Text>
                {!p.active && <StatusBadge active={false} />}
              </Group>
              <Text size="xs" c="dimmed">
                {t('catalogue.package.counts', { services: p.services.length, parts: p.parts.length })}
              </Text>
            </ItemCard>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <Toolbar searchLabel={t('catalogue.package.search')} controls={controls} action={addButton} />
      {body}
      <Pager
        page={page}
        totalPages={totalPages}
        totalElements={filtered.length}
        pageSize={PAGE_SIZE}
        onChange={controls.setPage}
      />
    </>
  );
}
