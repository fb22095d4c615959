import { CATALOGUE_WRITE } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconPlus, IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type Service, servicesQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { itemCodeLabel } from '../../lib/masters/item-code.ts';
import { taxCategoryShort } from '../../lib/masters/tax-category-label.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import classes from '../../lib/ui/lists.module.css';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { ItemCard, RowName, StatusBadge, Toolbar, useCatalogueEmpty, useListControls } from './catalogue-list-parts.tsx';
import { ServiceFormModal } from './service-form-modal.tsx';

/** The services tab of /tabs/garage-items. */
export function ServicesTab() {
  const f = useFormat();
  const { t } = useTranslation();
  const language = currentLanguage();
  const { roles } = useShellData();
  const { rules } = useGarageContext();
  const desktop = useIsDesktop();
  const controls = useListControls();
  const canWrite = hasAnyRole(roles, CATALOGUE_WRITE);
  const [editing, setEditing] = useState<Service | null | 'new'>(null);
  const list = useQuery(servicesQuery({ query: controls.query, page: controls.page, includeInactive: controls.includeInactive }));
  const codeLabel = itemCodeLabel(t, rules.countryCode, 'service');
  const price = (s: Service) => f.money(s.price);
  const tax = (s: Service) => (s.tax_category ? taxCategoryShort(s.tax_category, language) : '—');

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('catalogue.service.add')}
    </Button>
  ) : null;

  const empty = useCatalogueEmpty('service', <IconTool size={22} />, controls.query, addButton);

  return (
    <>
      <Toolbar searchLabel={t('catalogue.service.search')} controls={controls} action={addButton} />
      <QueryList query={list} rows={(d) => d.content} empty={empty}>
        {(rows, { stale }) =>
          desktop ? (
            <Table.ScrollContainer minWidth={720}>
              <Table
                highlightOnHover={canWrite}
                verticalSpacing="xs"
                aria-label={t('catalogue.tabs.services')}
                style={{ opacity: stale ? 0.6 : 1 }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('catalogue.service.name')}</Table.Th>
                    {codeLabel && <Table.Th>{codeLabel}</Table.Th>}
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
                      {codeLabel && <Table.Td>{s.sac ?? ''}</Table.Td>}
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
                        <Table.Td ta="right">{s.hourly_rating ? f.number(s.hourly_rating) : '—'}</Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
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
                        {[codeLabel ? s.sac : null, s.tax_category ? taxCategoryShort(s.tax_category, language) : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {!s.active && <StatusBadge active={false} />}
                    </Group>
                  </ItemCard>
                </li>
              ))}
            </ul>
          )
        }
      </QueryList>
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
