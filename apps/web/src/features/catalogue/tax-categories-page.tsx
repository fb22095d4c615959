import { hasAnyRole } from '@garage/domain';
import { Badge, Button, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconPercentage, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TaxCategory, taxCategoriesQuery } from '../../lib/api/masters.ts';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { type Formatter, useFormat } from '../../lib/format.ts';
import { taxCategoryExample } from '../../lib/masters/item-code.ts';
import classes from '../../lib/ui/lists.module.css';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { TaxCategoryModal } from './tax-category-form.tsx';

/** "CGST 9% + SGST 9%" */
function componentsText(c: TaxCategory, f: Formatter): string {
  return c.tax_component_list.map((x) => `${x.tax_component_name} ${f.percent(x.value)}`).join(' + ');
}

/** /tabs/tax-categories: every member reads them; the owner adds and edits. */
export function TaxCategoriesPage() {
  const { t } = useTranslation();
  const { roles, garage } = useShellData();
  const desktop = useIsDesktop();
  // Who may write is the route's own role set, not a copy of it.
  const canEdit = hasAnyRole(roles, routes.createTaxCategory.roles);
  const list = useQuery(taxCategoriesQuery());
  const [editing, setEditing] = useState<TaxCategory | null | 'new'>(null);

  const addButton = canEdit ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('taxes.add')}
    </Button>
  ) : null;

  return (
    <Stack gap={0} maw={1000}>
      <PageHeader
        title={t('features.taxCategories')}
        description={canEdit ? t('taxes.intro', { example: taxCategoryExample(garage.country_code) }) : t('taxes.readOnly')}
        actions={addButton}
      />
      <QueryList
        query={list}
        rows={(d) => d}
        skeleton={{ rows: 4 }}
        empty={{ icon: <IconPercentage size={22} />, title: t('taxes.empty'), text: t('taxes.emptyText'), action: addButton }}
      >
        {(rows) =>
          desktop ? (
            <TaxCategoryTable rows={rows} canEdit={canEdit} onEdit={setEditing} />
          ) : (
            <TaxCategoryCards rows={rows} canEdit={canEdit} onEdit={setEditing} />
          )
        }
      </QueryList>
      <TaxCategoryModal
        category={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function TaxCategoryTable({
  rows,
  canEdit,
  onEdit,
}: {
  rows: readonly TaxCategory[];
  canEdit: boolean;
  onEdit: (c: TaxCategory) => void;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover={canEdit} verticalSpacing="xs" aria-label={t('features.taxCategories')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('taxes.name')}</Table.Th>
            <Table.Th ta="right">{t('taxes.total')}</Table.Th>
            <Table.Th>{t('taxes.components')}</Table.Th>
            <Table.Th>{t('catalogue.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr
              key={c.tax_category_id}
              className={canEdit ? classes.row : undefined}
              onClick={canEdit ? () => onEdit(c) : undefined}
            >
              <Table.Td>
                {canEdit ? (
                  <UnstyledButton
                    className={classes.rowLink}
                    onClick={(e) => {
                      e.stopPropagation();
                      onEdit(c);
                    }}
                  >
                    {c.name}
                  </UnstyledButton>
                ) : (
                  <Text fw={600}>{c.name}</Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{f.percent(c.total_value)}</Table.Td>
              <Table.Td>{componentsText(c, f)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={c.active ? 'teal' : 'gray'}>
                  {c.active ? t('catalogue.active') : t('catalogue.inactive')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TaxCategoryCards({
  rows,
  canEdit,
  onEdit,
}: {
  rows: readonly TaxCategory[];
  canEdit: boolean;
  onEdit: (c: TaxCategory) => void;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  return (
    <ul className={classes.cards} aria-label={t('features.taxCategories')}>
      {rows.map((c) => {
        const inner = (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate>
                {c.name}
              </Text>
              <Text fw={600}>{f.percent(c.total_value)}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed">
                {componentsText(c, f)}
              </Text>
              {!c.active && (
                <Badge variant="light" color="gray">
                  {t('catalogue.inactive')}
                </Badge>
              )}
            </Group>
          </>
        );
        return (
          <li key={c.tax_category_id}>
            {canEdit ? (
              <UnstyledButton className={classes.card} onClick={() => onEdit(c)}>
                {inner}
              </UnstyledButton>
            ) : (
              <div className={classes.card}>{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
