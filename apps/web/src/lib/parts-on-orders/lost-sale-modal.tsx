import { LOST_SALE_REASONS, type LostSaleReason } from '@garage/domain';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n.ts';
import { createIdempotencyKeeper } from '../idempotency.ts';
import { refusalText } from '../server-errors.ts';
import { toast } from '../toast.ts';
import { PartSelect } from './part-select.tsx';
import { createLostSale, type LostSaleBody, partKeys } from './parts-api.ts';

export interface LostSaleStart {
  partId: number | null;
  partName: string;
  quantity: string;
  unitSymbol?: string | null;
  customerId?: number | null;
  orderId?: number | null;
}

/**
 * lost-sales-modal (decision 056): records a part the customer wanted and the garage could not sell —
 * opened from an order line that asks for more than is on hand (prefilled), or from the lost sales list.
 */
export function LostSaleModal({ start, onClose }: { start: LostSaleStart | null; onClose: () => void }) {
  return (
    <Modal opened={start !== null} onClose={onClose} title={<LostSaleTitle />} centered size="md">
      {start && <LostSaleForm start={start} onDone={onClose} />}
    </Modal>
  );
}

function LostSaleTitle() {
  const { t } = useTranslation();
  return <>{t('parts.lostSale.title')}</>;
}

function LostSaleForm({ start, onDone }: { start: LostSaleStart; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keeper = useMemo(() => createIdempotencyKeeper(), []);
  const [partId, setPartId] = useState<number | null>(start.partId);
  const [partName, setPartName] = useState(start.partName);
  const [quantity, setQuantity] = useState(start.quantity);
  const [reason, setReason] = useState<LostSaleReason>(start.partId ? 'OUT_OF_STOCK' : 'NOT_STOCKED');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: LostSaleBody) => createLostSale(body, keeper.keyFor(body)),
    onSuccess: (sale) => {
      keeper.settle();
      void queryClient.invalidateQueries({ queryKey: partKeys.all });
      toast(t('parts.lostSale.saved', { part: sale.part_name }), 'success');
      onDone();
    },
    onError: (e) => {
      const text = refusalText(e, currentLanguage(), [400, 404, 409]);
      if (text !== null) keeper.settle();
      setError(text ?? t('common.retry'));
    },
  });
  const submit = () => {
    setError(null);
    save.mutate({
      part_id: partId,
      part_name: partId ? null : partName.trim() || null,
      quantity: quantity.trim(),
      customer_id: start.customerId ?? null,
      order_id: start.orderId ?? null,
      reason,
      note: note.trim() || null,
    });
  };
  return (
    <Stack gap="sm">
      <PartSelect
        label={t('parts.lostSale.part')}
        value={partId}
        initial={start.partId ? { id: start.partId, name: start.partName } : null}
        onChange={(p) => {
          setPartId(p?.part_id ?? null);
          if (p) setPartName(p.part_name);
        }}
      />
      {partId === null && (
        <TextInput label={t('parts.lostSale.partName')} value={partName} onChange={(e) => setPartName(e.currentTarget.value)} />
      )}
      <TextInput
        label={t('parts.lostSale.quantity')}
        value={quantity}
        inputMode="decimal"
        required
        onChange={(e) => setQuantity(e.currentTarget.value)}
        rightSection={start.unitSymbol ? <Text size="xs">{start.unitSymbol}</Text> : undefined}
      />
      <Select
        label={t('parts.lostSale.reason')}
        data={LOST_SALE_REASONS.map((r) => ({ value: r, label: t(`parts.lostSale.reasons.${r}`) }))}
        value={reason}
        allowDeselect={false}
        onChange={(v) => v && setReason(v as LostSaleReason)}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={t('parts.lostSale.note')}
        value={note}
        autosize
        minRows={2}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('parts.lostSale.save')}
        </Button>
      </Group>
    </Stack>
  );
}
