import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { quantitiesReady } from './transfer-rules.ts';

export interface QuantityRow {
  id: number;
  name: string;
  /** What the field starts at, and the most it takes. */
  initial: string;
  max: string;
}

/**
 * A quantity per line, each at most its maximum (what to reserve of each requested part, what arrived of
 * each part on its way): the one form of reserving and receiving.
 */
export function QuantityModal({
  opened,
  title,
  text,
  label,
  confirm,
  rows,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  label: (name: string) => string;
  confirm: string;
  rows: readonly QuantityRow[];
  pending: boolean;
  error: string | null;
  onConfirm: (quantities: Array<{ id: number; quantity: string }>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [values, setValues] = useState<Record<number, string>>({});
  const quantityOf = (row: QuantityRow) => values[row.id] ?? row.initial;
  const ready = quantitiesReady(rows.map((r) => ({ quantity: quantityOf(r), max: r.max })));
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready || pending) return;
          onConfirm(rows.map((r) => ({ id: r.id, quantity: quantityOf(r) || '0' })));
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          {rows.map((row) => (
            <NumberInput
              key={row.id}
              label={label(row.name)}
              description={`≤ ${f.number(row.max)}`}
              min={0}
              max={Number(row.max)}
              decimalScale={3}
              value={quantityOf(row)}
              onChange={(v) => setValues((vs) => ({ ...vs, [row.id]: String(v) }))}
            />
          ))}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={!ready}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
