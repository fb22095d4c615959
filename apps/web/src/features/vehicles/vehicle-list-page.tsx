import { CUSTOMER_READ, CUSTOMER_WRITE } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconCar, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type Vehicle, type VehicleSearchBy, vehicleSearchQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { vehicleName } from '../../lib/masters/vehicle-name.ts';
import { VEHICLE_SEARCH_BY } from '../../lib/masters/vehicle-search-by.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import classes from '../../lib/ui/lists.module.css';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { useUrlSearchText } from '../../lib/ui/use-url-search-text.ts';

export const SEARCH_BY = VEHICLE_SEARCH_BY;

/** The address of a search: defaults are left out. */
function listSearch(by: VehicleSearchBy, q: string, page: number): Partial<VehicleListSearch> {
  return { ...(by !== 'reg_number' ? { by } : {}), ...(q ? { q } : {}), ...(page > 0 ? { page } : {}) };
}

export interface VehicleListSearch {
  by: VehicleSearchBy;
  q: string;
  page: number;
}

/**
 * /tabs/customer-vehicles (My Vehicle) and /tabs/search-vehicle: vehicles by registration number,
 * customer name or VIN; each leads to its history.
 */
export function VehicleListPage({
  path,
  search,
}: {
  path: '/tabs/customer-vehicles' | '/tabs/search-vehicle';
  search: VehicleListSearch;
}) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const { rules } = useGarageContext();
  const { by, q, page } = search;
  const [text, setText] = useUrlSearchText(q, (next) => navigate({ to: path, search: listSearch(by, next, 0), replace: true }));
  const allowed = hasAnyRole(roles, CUSTOMER_READ);
  const list = useQuery({ ...vehicleSearchQuery(by, q, page), enabled: allowed });

  const title = path === '/tabs/search-vehicle' ? t('vehicles.searchTitle') : t('features.myVehicle');
  if (!allowed) return <AccessDenied title={title} />;

  const data = list.data;
  const open = (v: Vehicle) =>
    void navigate({ to: '/tabs/vehicle-history/$userCarId', params: { userCarId: String(v.user_car_id) } });
  const addButton = hasAnyRole(roles, CUSTOMER_WRITE) ? (
    <Button leftSection={<IconPlus size={16} />} renderRoot={(props) => <Link {...props} to="/tabs/add-vehicle" />}>
      {t('vehicles.add')}
    </Button>
  ) : null;

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={title} actions={addButton} />
      <Group gap="xs" mb="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('vehicles.searchBy')}
          data={SEARCH_BY.map((b) => ({ value: b, label: t(`vehicles.by.${b}`) }))}
          value={by}
          onChange={(v) => {
            if (v && v !== by) void navigate({ to: path, search: listSearch(v as VehicleSearchBy, q, 0), replace: true });
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <SearchInput
          label={t('vehicles.search')}
          placeholder={t(`vehicles.placeholder.${by}`)}
          value={text}
          onChange={setText}
          style={{ flex: '1 1 240px', maxWidth: 480 }}
        />
      </Group>
      <QueryList
        query={list}
        rows={(d) => d.content}
        empty={
          q
            ? { icon: <IconCar size={22} />, title: t('vehicles.noMatch', { query: q }), text: t('vehicles.noMatchText') }
            : { icon: <IconCar size={22} />, title: t('vehicles.empty'), text: t('vehicles.emptyText') }
        }
      >
        {(rows, { stale }) =>
          desktop ? (
            <Table.ScrollContainer minWidth={640}>
              <Table
                highlightOnHover
                verticalSpacing="xs"
                aria-label={t('vehicles.listLabel')}
                style={{ opacity: stale ? 0.6 : 1 }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('vehicles.columns.reg')}</Table.Th>
                    <Table.Th>{t('vehicles.columns.vehicle')}</Table.Th>
                    <Table.Th>{t('vehicles.columns.customer')}</Table.Th>
                    <Table.Th>{t('vehicles.columns.mobile')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((v) => (
                    <Table.Tr key={v.user_car_id} className={classes.row} onClick={() => open(v)}>
                      <Table.Td>
                        <Link
                          to="/tabs/vehicle-history/$userCarId"
                          params={{ userCarId: String(v.user_car_id) }}
                          className={classes.rowLink}
                        >
                          {v.reg_number}
                        </Link>
                      </Table.Td>
                      <Table.Td>{vehicleName(v, rules)}</Table.Td>
                      <Table.Td>{v.customer_name}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{v.customer_mobile}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <ul className={classes.cards} aria-label={t('vehicles.listLabel')} style={{ opacity: stale ? 0.6 : 1 }}>
              {rows.map((v) => (
                <li key={v.user_car_id}>
                  <Link
                    to="/tabs/vehicle-history/$userCarId"
                    params={{ userCarId: String(v.user_car_id) }}
                    className={classes.card}
                  >
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text fw={600}>{v.reg_number}</Text>
                      <Text size="sm" c="dimmed" truncate>
                        {vehicleName(v, rules)}
                      </Text>
                    </Group>
                    <Text size="sm" truncate>
                      {v.customer_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {v.customer_mobile}
                    </Text>
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
          onChange={(p) => void navigate({ to: path, search: listSearch(by, q, p) })}
        />
      )}
    </Stack>
  );
}
