import { PART_TYPES, TRACKING_TYPES, UNIT_CATEGORIES } from '@garage/domain';
import { Alert, Button, Grid, Group, Input, Modal, SegmentedControl, Select, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueKeys, createPart, type Part, unitsQuery, updatePart } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { placeServerError, refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { useFocusFirstError } from '../../lib/ui/use-focus-first-error.ts';
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

/** PRICE_VIEW_RESTRICTED users do not see purchase prices (the server omits them). */
export function canSeePurchasePrice(roles: readonly string[]): boolean {
  return !roles.includes('PRICE_VIEW_RESTRICTED');
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
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { roles } = useShellData();
  const { rules, currency } = useGarageContext();
  const showPurchase = canSeePurchasePrice(roles);
  const units = useQuery(unitsQuery());
  const [draft, setDraft] = useState<PartDraft>(() => partDraft(part, rules.partTaxInclusive));
  const [errors, setErrors] = useState<Partial<Record<PartField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [formRef, focusFirstError] = useFocusFirstError();

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

  const labels: Record<PartField, string> = {
    part_name: t('catalogue.part.name'),
    part_number: t('catalogue.part.number'),
    hsn: t('catalogue.part.hsn'),
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
  const set = <K extends PartField>(field: K, value: PartDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: 'part_name' | 'part_number' | 'hsn' | 'brand' | 'selling_price' | 'purchase_price' | 'min_stock') => ({
    label: labels[field],
    value: draft[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    const checked = checkPart(draft, showPurchase);
    if (!checked.ok) {
      setErrors(fieldErrors(checked.issues, labels, language));
      focusFirstError();
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = part
        ? await updatePart(part.part_id, checked.body)
        : await createPart(checked.body, keeper.current.keyFor(checked.body));
      keeper.current.settle();
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.parts() });
      toast(t('catalogue.part.saved', { name: saved.part_name }), 'success');
      onDone();
    } catch (error) {
      const message = refusalText(error, language);
      if (message === null) {
        reportHttpError(error);
        return;
      }
      keeper.current.settle();
      const placed = placeServerError(message, PART_FIELDS, PART_SERVER_KEYS);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field as PartField]: message }));
      else setFormError(message);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
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
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput {...text('part_number')} maxLength={40} autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput {...text('hsn')} maxLength={20} autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
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
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Group gap="lg">
            <Switch
              label={labels.tax_inclusive}
              checked={draft.tax_inclusive}
              onChange={(e) => set('tax_inclusive', e.currentTarget.checked)}
            />
            <Switch label={labels.active} checked={draft.active} onChange={(e) => set('active', e.currentTarget.checked)} />
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
