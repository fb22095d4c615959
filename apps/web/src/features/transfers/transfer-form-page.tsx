import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { useSession } from '../../lib/session.ts';
import { SerialPicker, useSerialParts } from '../../lib/stock/serial-picker.tsx';
import { toast } from '../../lib/toast.ts';
import {
  branchesQuery,
  branchStocksQuery,
  createDirectDelivery,
  createTransferRequest,
  deliveryHref,
  refreshTransfers,
  requestHref,
  TRANSFERS_HREF,
} from '../../lib/transfers/transfers-api.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { addLine, type FormLine, linesReady } from './transfer-rules.ts';
import type { TransferFormSearch } from './transfer-search.ts';

/**
 * Spec routes create-inter-branch-transfer-request (mode "request": ask another outlet for parts of its
 * list) and create-inter-branch-delivery-request (mode "delivery": send parts of this outlet's list to
 * another outlet at once).
 */
export function TransferFormPage({ mode, search }: { mode: 'request' | 'delivery'; search: TransferFormSearch }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const garageId = useSession().garageId ?? 0;
  const branches = useQuery(branchesQuery(garageId));
  const others = (branches.data ?? []).filter((b) => b.garage_id !== garageId);
  const [outlet, setOutlet] = useState<number | null>(search.outlet ?? null);
  const [q, setQ] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const [lines, setLines] = useState<FormLine[]>([]);
  // A direct delivery leaves at once: serial-tracked parts name their serial numbers (decision 058 addendum).
  const serialParts = useSerialParts(mode === 'delivery' ? lines.map((l) => l.partId) : []);
  const [serials, setSerials] = useState<Record<number, string[]>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keeper = useMemo(() => createIdempotencyKeeper(), []);
  // A request lists the parts of the outlet asked; a direct delivery those of this outlet.
  const source = mode === 'request' ? outlet : garageId;
  const sourceName = others.find((b) => b.garage_id === outlet)?.garage_name ?? '';
  const parts = useQuery({
    ...branchStocksQuery(garageId, { q: debounced || undefined, garage_id: source ?? undefined, page_size: 10 }),
    enabled: source !== null,
  });

  const save = useMutation({
    mutationFn: async (submit: boolean) => {
      const body = lines.map((l) => ({
        part_id: l.partId,
        quantity: l.quantity,
        ...(mode === 'delivery' && serialParts.serial.has(l.partId)
          ? { lots: (serials[l.partId] ?? []).map((code) => ({ code, quantity: '1' })) }
          : {}),
      }));
      if (mode === 'request') {
        const request = { from_garage_id: outlet!, lines: body, note: note.trim() || null, submit };
        return { kind: 'request' as const, answer: await createTransferRequest(garageId, request, keeper.keyFor(request)) };
      }
      const delivery = { to_garage_id: outlet!, lines: body, note: note.trim() || null };
      return { kind: 'delivery' as const, answer: await createDirectDelivery(garageId, delivery, keeper.keyFor(delivery)) };
    },
    onSuccess: (result) => {
      keeper.settle();
      refreshTransfers(queryClient);
      if (result.kind === 'request') {
        const r = result.answer;
        toast(t(r.status === 'DRAFT' ? 'transfers.form.drafted' : 'transfers.form.created', { number: r.number }), 'success');
        void navigate({ to: requestHref(r.request_id) });
      } else {
        toast(t('transfers.form.sent', { number: result.answer.number }), 'success');
        void navigate({ to: deliveryHref(result.answer.delivery_id) });
      }
    },
    onError: (e) => {
      keeper.settle();
      setError(refusalText(e, currentLanguage(), [400, 403, 404, 409]) ?? t('common.loadFailed'));
    },
  });

  const serialsChosen = lines.every(
    (l) => !serialParts.serial.has(l.partId) || (serials[l.partId] ?? []).length === Number(l.quantity),
  );
  const ready = outlet !== null && linesReady(lines) && serialParts.ready && serialsChosen;
  const submit = (asRequest: boolean) => {
    setError(null);
    if (!ready) return setError(t('transfers.form.pickBoth'));
    save.mutate(asRequest);
  };

  return (
    <Stack maw={900}>
      <PageHeader
        title={t(mode === 'request' ? 'transfers.form.requestTitle' : 'transfers.form.deliveryTitle')}
        description={t(mode === 'request' ? 'transfers.form.requestText' : 'transfers.form.deliveryText')}
        back={{ label: t('transfers.form.back'), render: (p) => <Link {...p} to={TRANSFERS_HREF} /> }}
      />
      {branches.isSuccess && others.length === 0 && <Alert color="yellow">{t('transfers.form.noOutlets')}</Alert>}
      <Select
        label={t(mode === 'request' ? 'transfers.form.from' : 'transfers.form.to')}
        placeholder={t('transfers.form.pickOutlet')}
        required
        data={others.map((b) => ({ value: String(b.garage_id), label: b.garage_name }))}
        value={outlet === null ? null : String(outlet)}
        onChange={(v) => {
          setOutlet(v ? Number(v) : null);
          // Parts of another outlet are other rows of the master: the lines start again.
          if (mode === 'request') setLines([]);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {source !== null && (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <TextInput
              type="search"
              label={mode === 'request' ? t('transfers.form.search', { outlet: sourceName }) : t('transfers.form.searchOwn')}
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
            />
            {(parts.data?.content ?? []).length === 0 && parts.isSuccess && (
              <Text size="sm" c="dimmed">
                {t('transfers.form.noParts')}
              </Text>
            )}
            {(parts.data?.content ?? []).map((row) => {
              const at = row.outlets.find((o) => o.garage_id === source);
              if (!at) return null;
              const name = row.part_number ? `${row.part_name} (${row.part_number})` : row.part_name;
              return (
                <UnstyledButton
                  key={at.part_id}
                  onClick={() => setLines((ls) => addLine(ls, { partId: at.part_id, name, onHand: at.on_hand }))}
                  aria-label={t('transfers.form.add', { name })}
                  style={{ display: 'block' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(mode === 'request' ? 'transfers.form.onHand' : 'transfers.form.onHandHere', {
                          quantity: f.number(at.on_hand),
                        })}
                      </Text>
                    </div>
                    <IconPlus size={16} aria-hidden />
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </Paper>
      )}
      <Stack gap="xs">
        <Text fw={600}>{t('transfers.form.lines')}</Text>
        {lines.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('transfers.form.noLines')}
          </Text>
        )}
        {lines.map((line) => (
          <Stack key={line.partId} gap={6}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <NumberInput
                style={{ flex: 1 }}
                label={t('transfers.form.quantity', { name: line.name })}
                description={t('transfers.form.onHand', { quantity: f.number(line.onHand) })}
                min={0}
                decimalScale={3}
                value={line.quantity}
                onChange={(v) => setLines((ls) => ls.map((l) => (l.partId === line.partId ? { ...l, quantity: String(v) } : l)))}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('transfers.form.remove', { name: line.name })}
                onClick={() => setLines((ls) => ls.filter((l) => l.partId !== line.partId))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {serialParts.serial.has(line.partId) && Number.isInteger(Number(line.quantity)) && Number(line.quantity) > 0 && (
              <SerialPicker
                partId={line.partId}
                partName={line.name}
                count={Number(line.quantity)}
                value={serials[line.partId] ?? []}
                onChange={(codes) => setSerials((s) => ({ ...s, [line.partId]: codes }))}
              />
            )}
          </Stack>
        ))}
      </Stack>
      <Textarea
        label={t('transfers.form.note')}
        autosize
        minRows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        {mode === 'request' && (
          <Button variant="default" onClick={() => submit(false)} loading={save.isPending && save.variables === false}>
            {t('transfers.form.saveDraft')}
          </Button>
        )}
        <Button onClick={() => submit(true)} loading={save.isPending && save.variables !== false}>
          {t(mode === 'request' ? 'transfers.form.submit' : 'transfers.form.send')}
        </Button>
      </Group>
    </Stack>
  );
}
