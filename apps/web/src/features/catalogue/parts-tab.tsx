import { CATALOGUE_WRITE, CSV_IMPORT } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconBox, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type Part, partsQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { taxCategoryShort } from '../../lib/masters/tax-category-label.ts';
import classes from '../../lib/ui/lists.module.css';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { ItemCard, RowName, StatusBadge, Toolbar, useCatalogueEmpty, useListControls } from './catalogue-list-parts.tsx';
import { canSeePurchasePrice, PartFormModal } from './part-form-modal.tsx';

/** The parts tab of /tabs/garage-items. */
export function PartsTab() {
  const f = useFormat();
  const { t } = useTranslation();
  const language = currentLanguage();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const controls = useListControls();
  const canWrite = hasAnyRole(roles, CATALOGUE_WRITE);
  const showPurchase = canSeePurchasePrice(roles);
  const [editing, setEditing] = useState<Part | null | 'new'>(null);
  const list = useQuery(partsQuery({ query: controls.query, page: controls.page, includeInactive: controls.includeInactive }));
  const money = (v: string | null) => f.money(v);

  // The CSV import (decision 055) adds and updates parts in bulk; it lives on a page of its own.
  const importButton = hasAnyRole(roles, CSV_IMPORT) ? (
    <Button
      renderRoot={(props) => <Link {...props} to="/tabs/garage-items-csv-upload" />}
      variant="default"
      leftSection={<IconFileImport size={16} />}
    >
      {t('features.csvUpload')}
    </Button>
  ) : null;
  const addButton =
    canWrite || importButton ? (
      <Group gap="xs" wrap="wrap">
        {importButton}
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('catalogue.part.add')}
          </Button>
        )}
      </Group>
    ) : null;

  const empty = useCatalogueEmpty('part', <IconBox size={22} />, controls.query, addButton);

  return (
    <>
      <Toolbar searchLabel={t('catalogue.part.search')} controls={controls} action={addButton} />
      <QueryList query={list} rows={(d) => d.content} empty={empty}>
        {(rows, { stale }) =>
          desktop ? (
            <Table.ScrollContainer minWidth={800}>
              <Table
                highlightOnHover={canWrite}
                verticalSpacing="xs"
                aria-label={t('catalogue.tabs.parts')}
                style={{ opacity: stale ? 0.6 : 1 }}
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
          ) : (
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
                        {[p.part_number, p.brand, t(`catalogue.partTypes.${p.part_type}`), p.unit_symbol]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {!p.active && <StatusBadge active={false} />}
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
      <PartFormModal opened={editing !== null} part={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </>
  );
}
