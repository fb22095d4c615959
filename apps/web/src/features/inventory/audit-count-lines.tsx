import { ActionIcon, Button, Group, Modal, NumberInput, Stack, Table, TagsInput, Text } from '@mantine/core';
import { IconCheck, IconListNumbers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOn, useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { partLotsQuery } from '../../lib/stock/serial-picker.tsx';
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

/**
 * Counting a serial-tracked part by its serial numbers (decision 057 addendum): the list found on the
 * shelf, typed or pasted, with the serials in stock offered; saving sets the count to their number.
 */
function SerialCount({ line, onSave }: { line: AuditLine; onSave: (serials: string[]) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<string[]>(line.serials ?? []);
  const stock = useQuery({ ...partLotsQuery(line.part_id), enabled: opened });
  const inStock = (stock.data?.lots ?? []).filter((l) => l.tracking === 'SERIAL' && Number(l.on_hand) > 0).map((l) => l.code);
  const open = () => {
    setValue(line.serials ?? []);
    setOpened(true);
  };
  return (
    <>
      <Button size="compact-xs" variant="subtle" leftSection={<IconListNumbers size={14} />} onClick={open}>
        {t('inventory.count.serials', { count: line.serials?.length ?? 0 })}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('inventory.count.serialsTitle', { name: line.part_name })}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('inventory.count.serialsHint')}
          </Text>
          <TagsInput
            label={t('inventory.count.serialsLabel')}
            data={inStock}
            value={value}
            onChange={setValue}
            splitChars={[',', ' ', '\n']}
            clearable
            acceptValueOnBlur
            data-autofocus
          />
          <Text size="sm">{t('inventory.count.serialsCounted', { count: value.length })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                onSave(value);
                setOpened(false);
              }}
            >
              {t('inventory.count.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Which serial numbers a count by serials found missing and which it found that the system did not hold. */
function SerialDifferences({ line }: { line: AuditLine }) {
  const { t } = useTranslation();
  if (!line.missing_serials?.length && !line.found_serials?.length) return null;
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      {line.missing_serials?.length ? (
        <Text span c="red.8" size="xs">
          {t('inventory.count.missingSerials', { codes: line.missing_serials.join(', ') })}
        </Text>
      ) : null}
      {line.missing_serials?.length && line.found_serials?.length ? ' · ' : ''}
      {line.found_serials?.length ? (
        <Text span c="teal.8" size="xs">
          {t('inventory.count.foundSerials', { codes: line.found_serials.join(', ') })}
        </Text>
      ) : null}
    </Text>
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
  onCountSerials,
}: {
  lines: readonly AuditLine[];
  open: boolean;
  hidden: boolean;
  onCount: (partId: number, quantity: string) => void;
  /** Counts a serial-tracked part by the serial numbers found. */
  onCountSerials: (partId: number, serials: string[]) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const { properties } = useShellData();
  const bySerial = (l: AuditLine) => open && l.tracking === 'SERIAL' && isOn(properties, 'batchSerialEnabled');
  const serialCount = (l: AuditLine) =>
    bySerial(l) ? (
      <SerialCount key={`s:${l.part_id}:${l.serials?.join(',')}`} line={l} onSave={(s) => onCountSerials(l.part_id, s)} />
    ) : null;
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
                <SerialDifferences line={l} />
              </Table.Td>
              <Table.Td ta="right" style={figure}>
                {f.number(l.system_quantity)} {l.unit_symbol}
              </Table.Td>
              <Table.Td>
                {open ? (
                  <Group gap="xs" wrap="nowrap">
                    <CountInput
                      key={`${l.part_id}:${l.counted}`}
                      line={l}
                      disabled={false}
                      onSave={(q) => onCount(l.part_id, q)}
                    />
                    {serialCount(l)}
                  </Group>
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
              <SerialDifferences line={l} />
            </div>
            {open ? (
              <Stack gap={4} align="flex-end">
                <CountInput key={`${l.part_id}:${l.counted}`} line={l} disabled={false} onSave={(q) => onCount(l.part_id, q)} />
                {serialCount(l)}
              </Stack>
            ) : (
              <Text size="sm">{counted(l)}</Text>
            )}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
