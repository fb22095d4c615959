import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import classes from '../../lib/ui/lists.module.css';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import type { CsvUpload } from './csv-import-api.ts';

type PreviewRow = CsvUpload['preview'][number];

const OUTCOME_COLOR = { NEW: 'green', UPDATE: 'blue', ERROR: 'red' } as const;

export function OutcomeBadge({ outcome }: { outcome: PreviewRow['outcome'] }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <Badge
      color={OUTCOME_COLOR[outcome]}
      variant="light"
      size="sm"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`csvImport.outcomes.${outcome}`)}
    </Badge>
  );
}

/** New / updated / error counts of an upload, as four tiles. */
export function CsvCounts({ upload }: { upload: CsvUpload }) {
  const { t } = useTranslation();
  const f = useFormat();
  const tiles = [
    [t('csvImport.totalRows'), upload.total_rows, undefined],
    [t('csvImport.newRows'), upload.new_rows, 'green'],
    [t('csvImport.updatedRows'), upload.updated_rows, 'blue'],
    [t('csvImport.errorRows'), upload.error_rows, upload.error_rows ? 'red' : undefined],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {tiles.map(([label, value, color]) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl" c={color} data-testid={`csv-count-${label}`}>
            {f.number(value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Rows of the file with what each will do: a table on desktops, cards on phones. */
export function CsvRows({ title, columns, rows }: { title: string; columns: readonly string[]; rows: readonly PreviewRow[] }) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {desktop ? (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing={4} fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('csvImport.row')}</Table.Th>
                <Table.Th>{t('csvImport.outcome')}</Table.Th>
                {columns.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat an empty cell
                  <Table.Th key={`${c}-${i}`}>{c}</Table.Th>
                ))}
                <Table.Th>{t('csvImport.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.row}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>
                    <OutcomeBadge outcome={r.outcome} />
                  </Table.Td>
                  {columns.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <Table.Td key={`${c}-${i}`}>{r.cells[i] ?? ''}</Table.Td>
                  ))}
                  <Table.Td c="red">{r.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <ul className={classes.cards} aria-label={title}>
          {rows.map((r) => (
            <li key={r.row}>
              <Paper withBorder p="xs" radius="md">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t('csvImport.row')} {r.row} · {r.cells.slice(0, 2).join(' · ')}
                  </Text>
                  <OutcomeBadge outcome={r.outcome} />
                </Group>
                {r.reason && (
                  <Text size="sm" c="red" mt={4}>
                    {r.reason}
                  </Text>
                )}
              </Paper>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
