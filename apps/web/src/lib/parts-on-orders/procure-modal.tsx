import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format.ts';
import { reportHttpError } from '../http.ts';
import { currentLanguage } from '../i18n.ts';
import { createIdempotencyKeeper } from '../idempotency.ts';
import { purchasingKeys, vendorsQuery } from '../purchasing/purchasing-api.ts';
import { refusalText } from '../server-errors.ts';
import { toast } from '../toast.ts';
import { SEARCH_DEBOUNCE_MS } from '../ui/use-url-search-text.ts';
import { type PartApprovalLine, procurePartLines, procureSuggestionQuery, refreshAfterPartMove } from './parts-api.ts';
import { type ProcureForm, procureDefaults, procureReady } from './procure-rules.ts';

/** The line Procure orders for: from the Parts Approval queue, or from the order's own page. */
export type ProcureLine = Pick<PartApprovalLine, 'order_id' | 'line_id' | 'part_name' | 'external_order_id'> &
  Partial<Pick<PartApprovalLine, 'base_unit_symbol'>>;

/**
 * Procure (decision 056 addendum): the parts desk orders a short line's part from a vendor. The dialog
 * starts at the server's suggestion (vendor, quantity short in the part's unit); confirming moves the line
 * to PROCURED and puts the part on the vendor's draft purchase order, once per press (Idempotency-Key).
 * Opened from the Parts Approval queue and from the order's parts panel (order-parts-panel.tsx).
 */
export function ProcureModal({
  line,
  onClose,
  onRefused,
}: {
  line: ProcureLine | null;
  onClose: () => void;
  onRefused: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={line ? t('parts.approval.procureTitle', { part: line.part_name }) : ''}
      centered
    >
      {line && <ProcureBody line={line} onClose={onClose} onRefused={onRefused} />}
    </Modal>
  );
}

function ProcureBody({
  line,
  onClose,
  onRefused,
}: {
  line: ProcureLine;
  onClose: () => void;
  onRefused: (text: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const suggestion = useQuery(procureSuggestionQuery(line.order_id, line.line_id));
  const [form, setForm] = useState<ProcureForm>(() => procureDefaults(undefined));
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (suggestion.data && !touched) setForm(procureDefaults(suggestion.data));
  }, [suggestion.data, touched]);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const vendors = useQuery(vendorsQuery(q, 0, false));
  const options = useMemo(() => {
    const list = (vendors.data?.content ?? []).map((v) => ({ value: String(v.vendor_id), label: v.name }));
    const s = suggestion.data;
    // The suggested vendor is an option even when the first page of the search does not hold it.
    if (s?.vendor_id && s.vendor_name && !list.some((o) => o.value === String(s.vendor_id)))
      list.unshift({ value: String(s.vendor_id), label: s.vendor_name });
    return list;
  }, [vendors.data, suggestion.data]);
  const keeper = useMemo(() => createIdempotencyKeeper(), []);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        vendor_id: Number(form.vendorId),
        lines: [{ line_id: line.line_id, quantity: form.quantity.trim() }],
      };
      return procurePartLines(line.order_id, body, keeper.keyFor({ order: line.order_id, ...body }));
    },
    onSuccess: (result) => {
      keeper.settle();
      refreshAfterPartMove(queryClient);
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      onClose();
      toast(
        t(result.created ? 'parts.approval.procuredNew' : 'parts.approval.procured', { number: result.po_number }),
        'success',
        {
          label: t('parts.approval.openPo', { number: result.po_number }),
          onClick: () =>
            void navigate({ to: '/tabs/purchase-order/$orderId', params: { orderId: String(result.purchase_order_id) } }),
        },
      );
    },
    onError: (error) => {
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else {
        keeper.settle();
        refreshAfterPartMove(queryClient);
        onClose();
        onRefused(text);
      }
    },
  });
  const s = suggestion.data;
  const unit = s?.unit_symbol ?? line.base_unit_symbol;
  const source =
    s?.vendor_source && form.vendorId === String(s.vendor_id)
      ? t(s.vendor_source === 'PRICE_LIST' ? 'parts.approval.procureFromPriceList' : 'parts.approval.procureFromStockIn')
      : undefined;
  const change = (next: Partial<ProcureForm>) => {
    setTouched(true);
    setForm((old) => ({ ...old, ...next }));
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t('parts.approval.procureText', { part: line.part_name, order: line.external_order_id })}</Text>
      {s && (
        <Text size="sm" c="dimmed">
          {t('parts.approval.procureNeeded', {
            needed: `${f.number(s.needed)}${unit ? ` ${unit}` : ''}`,
            onHand: `${f.number(s.on_hand)}${unit ? ` ${unit}` : ''}`,
          })}
        </Text>
      )}
      <Select
        label={t('parts.approval.procureVendor')}
        placeholder={t('parts.approval.procureVendorHint')}
        description={source}
        required
        searchable
        searchValue={text}
        onSearchChange={setText}
        filter={({ options: o }) => o}
        data={options}
        value={form.vendorId || null}
        onChange={(v) => change({ vendorId: v ?? '' })}
        nothingFoundMessage={vendors.isPending ? t('common.loading') : t('parts.approval.procureNoVendor')}
        disabled={save.isPending}
        data-autofocus
      />
      <TextInput
        label={t('parts.approval.procureQuantity')}
        required
        inputMode="decimal"
        value={form.quantity}
        onChange={(e) => change({ quantity: e.currentTarget.value })}
        rightSection={unit ? <Text size="sm">{unit}</Text> : undefined}
        disabled={save.isPending}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button loading={save.isPending} disabled={!procureReady(form) || suggestion.isPending} onClick={() => save.mutate()}>
          {t('parts.approval.procureConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
