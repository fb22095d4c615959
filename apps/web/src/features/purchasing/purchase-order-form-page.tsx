import { priceRules } from '@garage/domain';
import { ActionIcon, Alert, Button, Grid, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconBulb, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { partVendorPricesQuery } from '../../lib/api/vendor-prices.ts';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { reportHttpError } from '../../lib/http.ts';
import {
  createPurchaseOrder,
  fetchReorderSuggestion,
  type PurchaseOrder,
  purchaseOrderQuery,
  purchasingKeys,
  updatePurchaseOrder,
  vendorsQuery,
} from '../../lib/purchasing/purchasing-api.ts';
import { toast } from '../../lib/toast.ts';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { PartPicker } from './part-picker.tsx';
import {
  checkPurchaseOrder,
  draftEstimate,
  emptyLine,
  lineEstimate,
  PO_FIELDS,
  purchaseOrderDraft,
  withSuggestions,
} from './purchasing-rules.ts';

const route = getRouteApi('/tabs/create-purchase-order');

/** /tabs/create-purchase-order (?id= edits a draft, ?vendor= starts with one). */
export function PurchaseOrderFormPage() {
  const { id, vendor } = route.useSearch();
  const existing = useQuery({ ...purchaseOrderQuery(id ?? 0), enabled: id !== undefined });
  if (id !== undefined && !existing.data) return <ListSkeleton rows={6} />;
  return <PurchaseOrderForm key={id ?? 'new'} po={existing.data ?? null} vendorId={vendor ?? null} />;
}

function PurchaseOrderForm({ po, vendorId }: { po: PurchaseOrder | null; vendorId: number | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { roles } = useShellData();
  const vendors = useQuery(vendorsQuery('', 0, false));
  const [suggesting, setSuggesting] = useState(false);
  const labels = {
    vendor_id: t('purchasing.form.vendor'),
    expected_date: t('purchasing.form.expected'),
    notes: t('purchasing.form.notes'),
    lines: t('purchasing.form.lines'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: purchaseOrderDraft(po, vendorId),
    check: checkPurchaseOrder,
    labels,
    fields: PO_FIELDS,
    send: (body, key) => (po ? updatePurchaseOrder(po.purchase_order_id, body) : createPurchaseOrder(body, key)),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.form.saved', { number: saved.po_number }), 'success');
      void navigate({ to: '/tabs/purchase-order/$orderId', params: { orderId: String(saved.purchase_order_id) } });
    },
  });
  const lines = form.getValues().lines;
  /**
   * A line picked for a vendor with a price list starts at the vendor's price for the part (decision 061),
   * unless the user typed a price meanwhile; the server does the same for a line sent without one.
   */
  const startAtVendorPrice = async (i: number, partId: number, masterPrice: string | null) => {
    const vendor = Number(form.getValues().vendor_id);
    if (!vendor || priceRules(roles).hidePurchase) return;
    try {
      const sellers = await queryClient.fetchQuery(partVendorPricesQuery(partId));
      // Only a price in effect today: an upcoming one applies from its day (decision 061, addendum).
      const theirs = sellers.content.find((s) => s.vendor_id === vendor && s.in_effect);
      const line = form.getValues().lines[i];
      if (!theirs || line?.part_id !== partId) return;
      if (!line.unit_price || line.unit_price === masterPrice) form.setFieldValue(`lines.${i}.unit_price`, theirs.purchase_price);
    } catch {
      // No price list to read (a role without it): the part's own purchase price stays.
    }
  };
  const vendorOptions = (vendors.data?.content ?? []).map((v) => ({ value: String(v.vendor_id), label: v.name }));
  if (po && !vendorOptions.some((o) => o.value === String(po.vendor_id)))
    vendorOptions.unshift({ value: String(po.vendor_id), label: po.vendor_name });

  const suggest = async () => {
    setSuggesting(true);
    try {
      const suggestions = await fetchReorderSuggestion();
      if (suggestions.length === 0) toast(t('purchasing.form.nothingToSuggest'));
      else {
        form.setFieldValue('lines', withSuggestions(form.getValues().lines, suggestions));
        toast(t('purchasing.form.suggested', { count: suggestions.length }), 'success');
      }
    } catch (e) {
      reportHttpError(e);
    } finally {
      setSuggesting(false);
    }
  };

  const title = po ? t('purchasing.form.editTitle', { number: po.po_number }) : t('purchasing.form.createTitle');
  return (
    <Stack gap="sm" maw={1100}>
      <PageHeader
        title={title}
        back={{ label: t('purchasing.orders.title'), render: (props) => <Link {...props} to="/tabs/show-purchase-order" /> }}
      />
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={labels.vendor_id}
                placeholder={t('purchasing.form.chooseVendor')}
                required
                searchable
                data={vendorOptions}
                {...form.getInputProps('vendor_id')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput type="date" label={labels.expected_date} {...form.getInputProps('expected_date')} />
            </Grid.Col>
          </Grid>
          <Paper withBorder p="sm">
            <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
              <Text fw={600}>{labels.lines}</Text>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconBulb size={14} />}
                loading={suggesting}
                onClick={() => void suggest()}
              >
                {t('purchasing.form.suggest')}
              </Button>
            </Group>
            <Stack gap="xs">
              {lines.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('purchasing.form.noLines')}
                </Text>
              )}
              {lines.map((line, i) => (
                <Paper key={line.key} withBorder p="xs" data-testid="po-line">
                  <Group gap="xs" align="flex-end" wrap="wrap">
                    <PartPicker
                      label={t('purchasing.form.part')}
                      value={{ id: line.part_id, name: line.part_name }}
                      onPick={(p) => {
                        form.setFieldValue(`lines.${i}.part_id`, p.part_id);
                        form.setFieldValue(`lines.${i}.part_name`, p.part_name);
                        if (!form.getValues().lines[i]?.unit_price && p.purchase_price)
                          form.setFieldValue(`lines.${i}.unit_price`, p.purchase_price);
                        void startAtVendorPrice(i, p.part_id, p.purchase_price ?? null);
                      }}
                    />
                    <TextInput
                      label={t('purchasing.form.quantity')}
                      inputMode="decimal"
                      w={90}
                      {...form.getInputProps(`lines.${i}.quantity`)}
                    />
                    <TextInput
                      label={t('purchasing.form.unitPrice')}
                      inputMode="decimal"
                      w={170}
                      {...form.getInputProps(`lines.${i}.unit_price`)}
                    />
                    <Text size="sm" w={100} ta="right" pb={8} aria-label={t('purchasing.form.lineAmount')}>
                      {lineEstimate(line) === null ? '—' : f.money(lineEstimate(line) ?? '0')}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={6}
                      aria-label={t('purchasing.form.removeLine', { name: line.part_name || '—' })}
                      onClick={() => form.removeListItem('lines', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Paper>
              ))}
              <Group justify="space-between" wrap="wrap">
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => form.insertListItem('lines', emptyLine())}
                >
                  {t('purchasing.form.addLine')}
                </Button>
                <Text size="sm">
                  {t('purchasing.form.estimate')}: <b>{f.money(draftEstimate(lines))}</b>
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('purchasing.form.taxNote')}
              </Text>
            </Stack>
          </Paper>
          <Textarea label={labels.notes} autosize minRows={2} maxLength={1000} {...form.getInputProps('notes')} />
          {(formError || form.errors.lines) && (
            <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
              {formError ?? String(form.errors.lines)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('purchasing.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
