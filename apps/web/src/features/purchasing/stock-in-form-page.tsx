import { ActionIcon, Alert, Button, Grid, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import {
  createStockIn,
  type PurchaseOrder,
  purchaseOrderQuery,
  purchasingKeys,
  vendorsQuery,
} from '../../lib/purchasing/purchasing-api.ts';
import { toast } from '../../lib/toast.ts';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { PartPicker } from './part-picker.tsx';
import {
  checkStockIn,
  newLineKey,
  type ReceiptLine,
  receiptLines,
  STOCK_IN_FIELDS,
  type StockInDraft,
} from './purchasing-rules.ts';

const route = getRouteApi('/tabs/inventory-stock-in');

const directLine = (): ReceiptLine => ({
  key: newLineKey(),
  purchase_order_line_id: null,
  part_id: null,
  part_name: '',
  ordered: null,
  left: null,
  quantity: '1',
  unit_price: '',
  lots: '',
});

/** /tabs/inventory-stock-in: receive a purchase order (?po=) in whole or in part, or parts directly. */
export function StockInFormPage() {
  const { po } = route.useSearch();
  const order = useQuery({ ...purchaseOrderQuery(po ?? 0), enabled: po !== undefined });
  if (po !== undefined && !order.data) return <ListSkeleton rows={6} />;
  return <StockInForm key={po ?? 'direct'} po={order.data ?? null} />;
}

function StockInForm({ po }: { po: PurchaseOrder | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = useGarageToday();
  const vendors = useQuery({ ...vendorsQuery('', 0, false), enabled: po === null });
  const labels = {
    vendor_id: t('purchasing.stockIn.vendor'),
    bill_number: t('purchasing.stockIn.billNumber'),
    bill_date: t('purchasing.stockIn.billDate'),
    notes: t('purchasing.stockIn.notes'),
    lines: t('purchasing.stockIn.lines'),
  };
  const initial: StockInDraft = {
    vendor_id: null,
    bill_number: '',
    bill_date: today,
    notes: '',
    lines: po ? receiptLines(po) : [directLine()],
  };
  const { form, saving, formError, setFormError, submit, formRef } = useContractForm({
    initialValues: initial,
    check: (d) => {
      const checked = checkStockIn(d, po?.purchase_order_id ?? null);
      if (!checked.ok && 'nothing' in checked) setFormError(t('purchasing.stockIn.nothingToReceive'));
      if (!checked.ok && 'lotsOf' in checked) setFormError(`${checked.lotsOf}: ${t('purchasing.stockIn.lotsInvalid')}`);
      return checked.ok ? checked : { ok: false, issues: checked.issues };
    },
    labels,
    fields: STOCK_IN_FIELDS,
    send: (body, key) => createStockIn(body, key),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.stockIn.saved', { number: saved.stock_in_number }), 'success');
      void navigate({ to: '/tabs/stock-in/$stockInId', params: { stockInId: String(saved.stock_in_id) } });
    },
  });
  const lines = form.getValues().lines;
  const title = po ? t('purchasing.stockIn.againstOrder', { number: po.po_number }) : t('purchasing.stockIn.direct');
  const back = po
    ? {
        label: po.po_number,
        render: (props: object) => (
          <Link {...props} to="/tabs/purchase-order/$orderId" params={{ orderId: String(po.purchase_order_id) }} />
        ),
      }
    : { label: t('purchasing.stockIn.listTitle'), render: (props: object) => <Link {...props} to="/tabs/stokin-list" /> };
  return (
    <Stack gap="sm" maw={1100}>
      <PageHeader title={title} description={po ? po.vendor_name : t('purchasing.stockIn.directHint')} back={back} />
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Grid gap="sm">
            {!po && (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label={labels.vendor_id}
                  placeholder={t('purchasing.stockIn.noVendor')}
                  searchable
                  clearable
                  data={(vendors.data?.content ?? []).map((v) => ({ value: String(v.vendor_id), label: v.name }))}
                  {...form.getInputProps('vendor_id')}
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: po ? 6 : 4 }}>
              <TextInput label={labels.bill_number} maxLength={40} {...form.getInputProps('bill_number')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: po ? 6 : 4 }}>
              <TextInput type="date" label={labels.bill_date} max={today} {...form.getInputProps('bill_date')} />
            </Grid.Col>
          </Grid>
          <Stack gap="xs">
            {lines.map((line, i) => (
              <Paper key={line.key} withBorder p="sm" data-testid="receipt-line">
                <Group gap="xs" align="flex-end" wrap="wrap">
                  {po ? (
                    <Stack gap={0} style={{ flex: '2 1 220px', minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {line.part_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('purchasing.stockIn.ordered')} {line.ordered} · {t('purchasing.stockIn.left')} {line.left}
                      </Text>
                    </Stack>
                  ) : (
                    <PartPicker
                      label={t('purchasing.stockIn.part')}
                      value={{ id: line.part_id, name: line.part_name }}
                      onPick={(p) => {
                        form.setFieldValue(`lines.${i}.part_id`, p.part_id);
                        form.setFieldValue(`lines.${i}.part_name`, p.part_name);
                        if (p.purchase_price) form.setFieldValue(`lines.${i}.unit_price`, p.purchase_price);
                      }}
                    />
                  )}
                  <TextInput
                    label={t('purchasing.stockIn.quantity')}
                    inputMode="decimal"
                    w={110}
                    {...form.getInputProps(`lines.${i}.quantity`)}
                  />
                  <TextInput
                    label={t('purchasing.stockIn.unitPrice')}
                    inputMode="decimal"
                    w={160}
                    {...form.getInputProps(`lines.${i}.unit_price`)}
                  />
                  {!po && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      aria-label={t('purchasing.form.removeLine', { name: line.part_name || '—' })}
                      onClick={() => form.removeListItem('lines', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
                <Textarea
                  mt="xs"
                  label={t('purchasing.stockIn.lots')}
                  description={t('purchasing.stockIn.lotsHint')}
                  autosize
                  minRows={1}
                  {...form.getInputProps(`lines.${i}.lots`)}
                />
              </Paper>
            ))}
            {!po && (
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('lines', directLine())}
              >
                {t('purchasing.form.addLine')}
              </Button>
            )}
          </Stack>
          <Textarea label={labels.notes} autosize minRows={2} maxLength={1000} {...form.getInputProps('notes')} />
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('purchasing.stockIn.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
