import { Money } from '@garage/domain';
import { ActionIcon, Alert, Button, Grid, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueKeys, createTaxCategory, type TaxCategory, updateTaxCategory } from '../../lib/api/masters.ts';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import {
  checkTaxCategory,
  componentRow,
  componentsMatchTotal,
  componentsSum,
  decimalText,
  MAX_TAX_COMPONENTS,
  TAX_FIELDS,
  TAX_SERVER_KEYS,
  type TaxCategoryDraft,
  type TaxField,
  taxCategoryDraft,
} from './catalogue-rules.ts';

/** Add or edit a tax category; its components must add up to the total. */
export function TaxCategoryModal({
  category,
  opened,
  onClose,
}: {
  category: TaxCategory | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? t('taxes.editTitle') : t('taxes.createTitle')}
      size="lg"
      fullScreen={!desktop}
      closeOnClickOutside={false}
    >
      {opened && <TaxCategoryForm key={category?.tax_category_id ?? 'new'} category={category} onDone={onClose} />}
    </Modal>
  );
}

function TaxCategoryForm({ category, onDone }: { category: TaxCategory | null; onDone: () => void }) {
  const f = useFormat();
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const labels: Record<TaxField, string> = {
    name: t('taxes.name'),
    total_value: t('taxes.total'),
    components: t('taxes.components'),
    active: t('catalogue.fields.active'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: taxCategoryDraft(category),
    check: (d: TaxCategoryDraft) => checkTaxCategory(d),
    labels,
    fields: TAX_FIELDS,
    serverKeys: TAX_SERVER_KEYS,
    send: (body, key) => (category ? updateTaxCategory(category.tax_category_id, body) : createTaxCategory(body, key)),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      toast(t('taxes.saved', { name: saved.name }), 'success');
      onDone();
    },
  });
  const draft = form.values;
  const errors = form.errors;
  const setComponents = (components: TaxCategoryDraft['components']) => form.setFieldValue('components', components);
  const sum = componentsSum(draft.components);
  const matches = componentsMatchTotal(draft.total_value, draft.components);

  const setComponent = (key: number, field: 'name' | 'value', value: string) =>
    setComponents(draft.components.map((c) => (c.key === key ? { ...c, [field]: value } : c)));

  const totalText = decimalText(draft.total_value);
  let sumLine: string;
  if (sum === null || matches === null) sumLine = t('taxes.sumUnknown');
  else if (matches) sumLine = t('taxes.sumMatches', { sum: f.percent(sum) });
  else {
    sumLine = `${t('taxes.sumIs', { sum: f.percent(sum) })} ${message('tax.componentsSum', language, {
      total: new Money(totalText).toString(),
    })}`;
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={category ? t('taxes.editTitle') : t('taxes.createTitle')}>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={labels.name}
              required
              {...form.getInputProps('name')}
              maxLength={60}
              placeholder="GST 18%"
              data-autofocus
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={labels.total_value}
              required
              inputMode="decimal"
              value={draft.total_value}
              onChange={(e) => {
                form.setFieldValue('total_value', e.currentTarget.value);
                form.clearFieldError('components');
              }}
              error={errors.total_value}
              rightSection={
                <Text size="xs" c="dimmed">
                  %
                </Text>
              }
            />
          </Grid.Col>
        </Grid>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby="tax-sum">
          <Text component="legend" size="sm" fw={500} mb={4}>
            {labels.components}
          </Text>
          <Stack gap="xs">
            {draft.components.map((c, i) => (
              <Group key={c.key} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  aria-label={t('taxes.componentName', { n: i + 1 })}
                  placeholder={t('taxes.componentNamePlaceholder')}
                  value={c.name}
                  onChange={(e) => setComponent(c.key, 'name', e.currentTarget.value)}
                  maxLength={30}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <TextInput
                  aria-label={t('taxes.componentValue', { n: i + 1 })}
                  inputMode="decimal"
                  value={c.value}
                  onChange={(e) => setComponent(c.key, 'value', e.currentTarget.value)}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      %
                    </Text>
                  }
                  w={110}
                  style={{ flexShrink: 0 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('taxes.removeComponent', { n: i + 1 })}
                  disabled={draft.components.length <= 1}
                  onClick={() => setComponents(draft.components.filter((x) => x.key !== c.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          <Group justify="space-between" mt="xs" gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              disabled={draft.components.length >= MAX_TAX_COMPONENTS}
              onClick={() => setComponents([...draft.components, componentRow()])}
            >
              {t('taxes.addComponent')}
            </Button>
            <Text
              id="tax-sum"
              size="sm"
              c={errors.components ? 'red' : matches === false ? 'orange' : 'dimmed'}
              aria-live="polite"
            >
              {sumLine}
            </Text>
          </Group>
          {errors.components && (
            <Text size="sm" c="red" role="alert" mt={4}>
              {errors.components}
            </Text>
          )}
        </fieldset>
        <Switch label={labels.active} {...form.getInputProps('active', { type: 'checkbox' })} />
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {category ? t('taxes.save') : t('taxes.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
