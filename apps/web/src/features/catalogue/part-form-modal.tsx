import { PART_TYPES, priceRules, TRACKING_TYPES, UNIT_CATEGORIES } from '@garage/domain';
import { Alert, Button, Grid, Group, Input, Modal, SegmentedControl, Select, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueKeys, createPart, type Part, unitsQuery, updatePart } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { itemCodeLabel } from '../../lib/masters/item-code.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import {
  checkPart,
  PART_FIELDS,
  PART_SERVER_KEYS,
  type PartDraft,
  type PartField,
  type PartType,
  partDraft,
  type Tracking,
} from './catalogue-rules.ts';
import { TaxCategorySelect } from './tax-category-select.tsx';

export interface PartFormModalProps {
  opened: boolean;
  part: Part | null;
  onClose: () => void;
}

/** PRICE_VIEW_RESTRICTED users do not see purchase prices (the server omits them; owners always see them). */
export function canSeePurchasePrice(roles: readonly string[]): boolean {
  return !priceRules(roles).hidePurchase;
}

/** add-part-modal: add or edit a part of the garage. */
export function PartFormModal({ opened, part, onClose }: PartFormModalProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={part ? t('catalogue.part.editTitle') : t('catalogue.part.createTitle')}
      size="lg"
      fullScreen={!desktop}
      closeOnClickOutside={false}
    >
      {opened && <PartForm key={part?.part_id ?? 'new'} part={part} onDone={onClose} />}
    </Modal>
  );
}

function PartForm({ part, onDone }: { part: Part | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { roles } = useShellData();
  const { rules, currency } = useGarageContext();
  const showPurchase = canSeePurchasePrice(roles);
  const units = useQuery(unitsQuery());

  const unitOptions = useMemo(
    () =>
      UNIT_CATEGORIES.map((cat) => ({
        group: t(`catalogue.unitCategories.${cat.category_id as 1 | 2 | 3 | 4 | 5}`),
        items: (units.data ?? [])
          .filter((u) => u.category_id === cat.category_id)
          .map((u) => ({ value: String(u.unit_id), label: `${u.unit_name} (${u.symbol})` })),
      })).filter((g) => g.items.length > 0),
    [units.data, t],
  );

  const codeLabel = itemCodeLabel(t, rules.countryCode, 'part');
  const labels: Record<PartField, string> = {
    part_name: t('catalogue.part.name'),
    part_number: t('catalogue.part.number'),
    hsn: codeLabel ?? t('catalogue.itemCode.generic.part'),
    brand: t('catalogue.part.brand'),
    part_type: t('catalogue.part.type'),
    tracking: t('catalogue.part.tracking'),
    unit_id: t('catalogue.part.unit'),
    selling_price: t('catalogue.part.sellingPrice'),
    purchase_price: t('catalogue.part.purchasePrice'),
    tax_category_id: t('catalogue.fields.taxCategory'),
    tax_inclusive: t('catalogue.fields.taxInclusive'),
    min_stock: t('catalogue.part.minStock'),
    active: t('catalogue.fields.active'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: partDraft(part, rules.partTaxInclusive),
    check: (draft: PartDraft) => checkPart(draft, showPurchase),
    labels,
    fields: PART_FIELDS,
    serverKeys: PART_SERVER_KEYS,
    send: (body, key) => (part ? updatePart(part.part_id, body) : createPart(body, key)),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.parts() });
      toast(t('catalogue.part.saved', { name: saved.part_name }), 'success');
      onDone();
    },
  });
  const draft = form.values;
  const errors = form.errors;
  const set = form.setFieldValue;
  const text = (field: 'part_name' | 'part_number' | 'hsn' | 'brand' | 'selling_price' | 'purchase_price' | 'min_stock') => ({
    label: labels[field],
    ...form.getInputProps(field),
  });
  const money = {
    inputMode: 'decimal' as const,
    rightSection: (
      <Text size="xs" c="dimmed">
        {currency}
      </Text>
    ),
    rightSectionWidth: 48,
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={part ? t('catalogue.part.editTitle') : t('catalogue.part.createTitle')}
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput {...text('part_name')} required maxLength={120} data-autofocus autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: codeLabel ? 4 : 6 }}>
          <TextInput {...text('part_number')} maxLength={40} autoComplete="off" />
        </Grid.Col>
        {codeLabel && (
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <TextInput {...text('hsn')} maxLength={20} autoComplete="off" />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: codeLabel ? 6 : 12, sm: codeLabel ? 4 : 6 }}>
          <TextInput {...text('brand')} maxLength={60} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Input.Label id="part-type-label" display="block">
            {labels.part_type}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="part-type-label"
            value={draft.part_type}
            onChange={(v) => set('part_type', v as PartType)}
            data={PART_TYPES.map((p) => ({ value: p, label: t(`catalogue.partTypes.${p}`) }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={labels.tracking}
            data={TRACKING_TYPES.map((x) => ({ value: x, label: t(`catalogue.tracking.${x}`) }))}
            value={draft.tracking}
            onChange={(v) => v && set('tracking', v as Tracking)}
            allowDeselect={false}
            error={errors.tracking}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={labels.unit_id}
            required
            data={unitOptions}
            value={draft.unit_id === null ? null : String(draft.unit_id)}
            onChange={(v) => set('unit_id', v === null ? null : Number(v))}
            searchable
            allowDeselect={false}
            error={errors.unit_id}
            nothingFoundMessage={units.isPending ? t('common.loading') : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...text('min_stock')} inputMode="decimal" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...text('selling_price')} required {...money} />
        </Grid.Col>
        {showPurchase && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...text('purchase_price')} {...money} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TaxCategorySelect
            value={draft.tax_category_id}
            onChange={(v) => set('tax_category_id', v)}
            error={errors.tax_category_id}
            preselect={!part}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Group gap="lg">
            <Switch label={labels.tax_inclusive} {...form.getInputProps('tax_inclusive', { type: 'checkbox' })} />
            <Switch label={labels.active} {...form.getInputProps('active', { type: 'checkbox' })} />
          </Group>
        </Grid.Col>
        {formError && (
          <Grid.Col span={12}>
            <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
              {formError}
            </Alert>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {part ? t('catalogue.part.save') : t('catalogue.part.create')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}
