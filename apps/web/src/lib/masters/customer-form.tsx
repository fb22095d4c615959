import { CFDI_USO_INGRESO_CODES, CUSTOMER_CATEGORIES, cfdiUsoLabel, regimeForRfcProblem } from '@garage/domain';
import { Alert, Button, Grid, Group, Select, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Customer, type CustomerDetails, createCustomer, customerKeys, updateCustomer } from '../api/masters.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { currentLanguage } from '../i18n.ts';
import { message } from '../messages.ts';
import { toast } from '../toast.ts';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_SERVER_KEYS,
  type CustomerDraft,
  type CustomerField,
  checkCustomer,
  draftFromCustomer,
  emptyCustomerDraft,
  regimeChoices,
  regimeHintKey,
  requiredCustomerFields,
} from './customer-rules.ts';
import { taxNumberLabel } from './garage-rules.ts';
import { phoneCodeOptions, useGarageContext } from './use-master-rules.ts';
import { useMobileOwner } from './use-mobile-owner.tsx';

export interface CustomerFormProps {
  /** Edit this customer; create a new one without. */
  customer?: Customer | null;
  /** Values to start a new customer with (e.g. what was typed in a picker's search box). */
  initial?: Partial<CustomerDraft>;
  onSaved: (customer: CustomerDetails) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Guesses from a picker's search text: digits start the mobile number, words the name. */
export function initialFromSearch(text: string): Partial<CustomerDraft> {
  const value = text.trim();
  if (!value) return {};
  if (/^[+\d\s-]+$/.test(value)) return { mobile_number: value.replace(/\D/g, '') };
  if (value.includes('@')) return { email: value };
  const [first, ...rest] = value.split(/\s+/);
  return { first_name: first ?? '', last_name: rest.join(' ') };
}

/**
 * The customer form of the create-customer page and the add-customer modal. What was typed stays after a
 * refused save; the server's message goes next to its field when it names one, else above the buttons.
 */
export function CustomerForm({ customer, initial, onSaved, onCancel, autoFocus }: CustomerFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { rules, phoneCode } = useGarageContext();
  const editing = customer ?? null;

  const required = useMemo(() => requiredCustomerFields(rules), [rules]);
  const taxKind = taxNumberLabel(rules.countryCode);

  const labels: Record<CustomerField, string> = {
    first_name: t('customers.form.firstName'),
    last_name: t('customers.form.lastName'),
    country_phone_code: t('customers.form.phoneCode'),
    mobile_number: t('customers.form.mobile'),
    email: t('customers.form.email'),
    address: t('customers.form.address'),
    city: t('customers.form.city'),
    state: t('customers.form.state'),
    postal_code: t('customers.form.postalCode'),
    building_number: t('customers.form.buildingNumber'),
    tax_number: t(`customers.form.tax.${taxKind}`),
    tax_regime: t('customers.form.taxRegime'),
    cfdi_use: t('customers.form.cfdiUse'),
    customer_category: t('customers.form.category'),
    tags: t('customers.form.tags'),
    notes: t('customers.form.notes'),
  };

  const mobile = useMobileOwner(editing, () => form.getValues());
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: editing ? draftFromCustomer(editing) : { ...emptyCustomerDraft(phoneCode), ...initial },
    check: (d: CustomerDraft) => checkCustomer(d, rules),
    labels,
    fields: CUSTOMER_FIELDS,
    serverKeys: CUSTOMER_SERVER_KEYS,
    // A number that belongs to another customer is not sent: the field already says whose it is.
    blocked: () => mobile.owner !== null,
    send: (body, key) => (editing ? updateCustomer(editing.customer_id, body) : createCustomer(body, key)),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      toast(editing ? t('customers.form.updated') : t('customers.form.created', { name: saved.display_name }), 'success');
      onSaved(saved);
    },
    onRefused: (placed) => {
      if (placed.key !== 'customer.mobileTaken') return false;
      mobile.setOwner({ customer_id: null, name: placed.params.name ?? '' });
      void mobile.checkMobileOwner();
      return true;
    },
  });
  const draft = form.values;
  const errors = form.errors;
  const phoneOptions = useMemo(() => phoneCodeOptions(draft.country_phone_code), [draft.country_phone_code]);
  /** A new mobile number or country code forgets whose the old one was. */
  const setPhone = (field: 'mobile_number' | 'country_phone_code', value: string) => {
    form.setFieldValue(field, value);
    mobile.setOwner(null);
  };

  const text = (field: Exclude<CustomerField, 'customer_category' | 'tags'>, extra: Record<string, unknown> = {}) => ({
    label: labels[field],
    required: required.has(field),
    ...form.getInputProps(field),
    ...extra,
  });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('customers.form.editTitle') : t('customers.form.createTitle')}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...text('first_name')}
            autoComplete="off"
            maxLength={60}
            autoFocus={autoFocus}
            data-autofocus={autoFocus || undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...text('last_name')} autoComplete="off" maxLength={60} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Select
              label={labels.country_phone_code}
              required
              data={phoneOptions}
              value={draft.country_phone_code || null}
              onChange={(v) => setPhone('country_phone_code', v ?? '')}
              error={errors.country_phone_code}
              searchable
              allowDeselect={false}
              w={120}
              style={{ flexShrink: 0 }}
              comboboxProps={{ width: 260, position: 'bottom-start' }}
            />
            <TextInput
              {...text('mobile_number')}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              onChange={(e) => setPhone('mobile_number', e.currentTarget.value)}
              error={mobile.mobileError(errors.mobile_number)}
              onBlur={() => void mobile.checkMobileOwner()}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...text('email')} type="email" autoComplete="off" maxLength={254} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea {...text('address')} autosize minRows={2} maxLength={500} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: rules.saudi ? 3 : 4 }}>
          <TextInput {...text('city')} maxLength={80} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: rules.saudi ? 3 : 4 }}>
          <TextInput {...text('state')} maxLength={80} />
        </Grid.Col>
        <Grid.Col span={{ base: rules.saudi ? 6 : 12, sm: 6, md: rules.saudi ? 3 : 4 }}>
          <TextInput {...text('postal_code')} inputMode={rules.saudi ? 'numeric' : undefined} maxLength={rules.saudi ? 5 : 12} />
        </Grid.Col>
        {rules.saudi && (
          <Grid.Col span={{ base: 6, md: 3 }}>
            <TextInput {...text('building_number')} inputMode="numeric" maxLength={4} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...text('tax_number')} maxLength={20} autoComplete="off" />
        </Grid.Col>
        {rules.countryCode === 'MX' && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={labels.tax_regime}
              description={t(regimeHintKey(draft.tax_number))}
              data={regimeChoices(draft.tax_number, draft.tax_regime)}
              value={draft.tax_regime || null}
              onChange={(v) => form.setFieldValue('tax_regime', v ?? '')}
              clearable
              searchable
              error={errors.tax_regime ?? liveRegimeError(draft.tax_regime, draft.tax_number, language)}
            />
          </Grid.Col>
        )}
        {rules.countryCode === 'MX' && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={labels.cfdi_use}
              description={t('customers.form.cfdiUseHint')}
              data={CFDI_USO_INGRESO_CODES.map((code) => ({ value: code, label: cfdiUsoLabel(code) }))}
              value={draft.cfdi_use || null}
              onChange={(v) => form.setFieldValue('cfdi_use', v ?? '')}
              clearable
              searchable
              error={errors.cfdi_use}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={labels.customer_category}
            data={CUSTOMER_CATEGORIES.map((c) => ({ value: c, label: t(`customers.categories.${c}`) }))}
            value={draft.customer_category}
            onChange={(v) => v && form.setFieldValue('customer_category', v as CustomerDraft['customer_category'])}
            allowDeselect={false}
            error={errors.customer_category}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TagsInput
            label={labels.tags}
            description={t('customers.form.tagsHint')}
            value={draft.tags}
            onChange={(v) => form.setFieldValue('tags', v)}
            maxTags={20}
            error={errors.tags}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea {...text('notes')} autosize minRows={2} maxRows={6} maxLength={2000} />
        </Grid.Col>
        {formError && (
          <Grid.Col span={12}>
            <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
              {formError}
            </Alert>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Group justify="space-between" mt="xs" wrap="wrap-reverse">
            <Text size="xs" c="dimmed">
              {t('common.requiredHint')}
            </Text>
            <Group gap="xs">
              {onCancel && (
                <Button variant="default" onClick={onCancel} disabled={saving}>
                  {t('common.cancel')}
                </Button>
              )}
              <Button type="submit" loading={saving}>
                {editing ? t('customers.form.save') : t('customers.form.create')}
              </Button>
            </Group>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** A régimen that does not fit the RFC is marked as soon as both are there, not only when saving. */
function liveRegimeError(regime: string, rfc: string, language: ReturnType<typeof currentLanguage>): string | undefined {
  const problem = regimeForRfcProblem(regime, rfc);
  return problem ? message(problem.key, language, problem.params) : undefined;
}
