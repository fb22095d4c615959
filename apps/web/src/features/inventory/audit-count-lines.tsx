import { ActionIcon, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import type { AuditLine } from './inventory-api.ts';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The typed count of one part: Enter or the tick saves it (SET). */
function CountInput({ line, disabled, onSave }: { line: AuditLine; disabled: boolean; onSave: (quantity: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | number>(line.counted ?? '');
  const label = t('inventory.count.countOf', { name: line.part_name });
  const save = () => {
    if (value === '' || Number(value) < 0) return;
    onSave(String(value));
  };
  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput
        aria-label={label}
        size="xs"
        w={90}
        min={0}
        decimalScale={3}
        hideControls
        value={value}
        onChange={setValue}
        disabled={disabled}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          }
        }}
      />
      <ActionIcon
        variant="light"
        size="md"
        aria-label={t('inventory.count.save')}
        onClick={save}
        disabled={disabled || value === ''}
      >
        <IconCheck size={16} />
      </ActionIcon>
    </Group>
  );
}

function Variance({ line, hidden }: { line: AuditLine; hidden: boolean }) {
  const f = useFormat();
  if (line.variance === null) return null;
  const n = Number(line.variance);
  const color = n === 0 ? 'dimmed' : n > 0 ? 'teal.8' : 'red.8';
  return (
    <Text size="sm" c={color} style={figure}>
      {n > 0 ? '+' : n < 0 ? '−' : ''}
      {f.number(line.variance.replace('-', ''))}
      {!hidden && line.variance_value !== null && n !== 0 ? ` · ${f.money(line.variance_value.replace('-', ''))}` : ''}
    </Text>
  );
}

/** An audit's parts with the system quantity, the count and the variance; counted where the audit is open. */
export function AuditCountLines({
  lines,
  open,
  hidden,
  onCount,
}: {
  lines: readonly AuditLine[];
  open: boolean;
  hidden: boolean;
  onCount: (partId: number, quantity: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const counted = (l: AuditLine) =>
    l.counted === null ? t('inventory.count.notCounted') : `${f.number(l.counted)} ${l.unit_symbol}`;
  if (desktop)
    return (
      <Table verticalSpacing={6} aria-label={t('inventory.nav.audits')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventory.list.part')}</Table.Th>
            <Table.Th ta="right">{t('inventory.count.system')}</Table.Th>
            <Table.Th>{t('inventory.count.counted')}</Table.Th>
            <Table.Th ta="right">{t('inventory.count.variance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.part_id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {l.part_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[l.part_number, l.brand].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={figure}>
                {f.number(l.system_quantity)} {l.unit_symbol}
              </Table.Td>
              <Table.Td>
                {open ? (
                  <CountInput key={`${l.part_id}:${l.counted}`} line={l} disabled={false} onSave={(q) => onCount(l.part_id, q)} />
                ) : (
                  counted(l)
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Variance line={l} hidden={hidden} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Stack gap={0} component="ul" aria-label={t('inventory.nav.audits')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((l) => (
        <li key={l.part_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {l.part_name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {t('inventory.count.system')}: {f.number(l.system_quantity)} {l.unit_symbol}
                {l.part_number ? ` · ${l.part_number}` : ''}
              </Text>
              <Variance line={l} hidden={hidden} />
            </div>
            {open ? (
              <CountInput key={`${l.part_id}:${l.counted}`} line={l} disabled={false} onSave={(q) => onCount(l.part_id, q)} />
            ) : (
              <Text size="sm">{counted(l)}</Text>
            )}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
