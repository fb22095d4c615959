import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage, useLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { message } from '../../lib/messages.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { type PartStock, recordMisplaced, refreshInventory } from './inventory-api.ts';

/**
 * add-misplaced-item: pieces missing from the shelf leave the stock with a reason (a MISPLACED movement).
 * A serial-tracked part names its serial numbers. The confirm button is the "are you sure" of this
 * destructive action: the text says it cannot be undone.
 */
export function MisplacedModal({ part, opened, onClose }: { part: PartStock; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const keeper = useMemo(() => createIdempotencyKeeper(), []);
  const [quantity, setQuantity] = useState<string | number>(1);
  const [reason, setReason] = useState('');
  const [serials, setSerials] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const serialTracked = part.tracking === 'SERIAL' && part.lots.length > 0;
  const codes = serials
    .split(/\s*\n\s*/)
    .map((c) => c.trim())
    .filter(Boolean);
  // An open order's serial number recorded misplaced leaves that order (decision 056 addendum): say so.
  const heldCodes = codes.flatMap((code) => {
    const order = part.lots.find((l) => l.code === code)?.held_by;
    return order ? [t('serialPicker.heldBy', { code, order })] : [];
  });
  const body = {
    part_id: part.part_id,
    quantity: serialTracked ? String(codes.length) : String(quantity),
    reason: reason.trim(),
    ...(serialTracked ? { lots: codes.map((code) => ({ code, quantity: '1' })) } : {}),
  };
  const mutation = useMutation({
    mutationFn: () => recordMisplaced(body, keeper.keyFor(body)),
    onSuccess: (done) => {
      keeper.settle();
      refreshInventory(queryClient);
      toast(t('inventory.misplaced.done', { quantity: done.quantity, name: part.part_name }), 'success');
      setReason('');
      setSerials('');
      setTouched(false);
      onClose();
    },
    onError: (error) => {
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else {
        keeper.settle();
        setRefusal(text);
      }
    },
  });
  const reasonMissing = !reason.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={t('inventory.misplaced.title', { name: part.part_name })} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          setRefusal(null);
          if (reasonMissing || mutation.isPending) return;
          mutation.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('inventory.misplaced.text')}</Text>
          {serialTracked ? (
            <Textarea
              label={t('inventory.misplaced.serials')}
              autosize
              minRows={2}
              value={serials}
              onChange={(e) => setSerials(e.currentTarget.value)}
              description={heldCodes.length ? t('inventory.misplaced.heldNote', { serials: heldCodes.join('; ') }) : undefined}
            />
          ) : (
            <NumberInput
              label={t('inventory.misplaced.quantity')}
              min={0.001}
              decimalScale={3}
              value={quantity}
              onChange={setQuantity}
              rightSection={<Text size="xs">{part.unit_symbol}</Text>}
            />
          )}
          <Textarea
            label={t('inventory.misplaced.reason')}
            description={t('inventory.misplaced.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={
              touched && reasonMissing
                ? message('field.required', language, { field: t('inventory.misplaced.reason') })
                : undefined
            }
            data-autofocus
          />
          {refusal && (
            <Text size="sm" c="red" role="alert">
              {refusal}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              {t('inventory.misplaced.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
