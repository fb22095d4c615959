import { CATALOGUE_WRITE } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconPackages, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, packagesQuery, type ServicePackage } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import classes from '../../lib/ui/lists.module.css';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { ItemCard, StatusBadge, Toolbar, useCatalogueEmpty, useListControls } from './catalogue-list-parts.tsx';
import { filterPackages } from './catalogue-rules.ts';

/** The packages tab of /tabs/garage-items. */
export function PackagesTab() {
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
  const pageRows = filtered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const open = (p: ServicePackage) =>
    void navigate({ to: '/tabs/create-service-package', search: { service_package_id: p.service_package_id } });

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} renderRoot={(props) => <Link {...props} to="/tabs/create-service-package" />}>
      {t('catalogue.package.add')}
    </Button>
  ) : null;

  const empty = useCatalogueEmpty('package', <IconPackages size={22} />, controls.query, addButton);

  return (
    <>
      <Toolbar searchLabel={t('catalogue.package.search')} controls={controls} action={addButton} />
      <QueryList query={list} rows={() => pageRows} empty={empty}>
        {(rows) =>
          desktop ? (
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
          ) : (
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
          )
        }
      </QueryList>
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
