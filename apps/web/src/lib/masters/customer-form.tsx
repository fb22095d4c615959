import { CUSTOMER_CATEGORIES, message } from '@garage/domain';
import { Alert, Anchor, Button, Grid, Group, Select, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Customer,
  type CustomerDetails,
  checkCustomerMobile,
  createCustomer,
  customerKeys,
  updateCustomer,
} from '../api/masters.ts';
import { fieldErrors } from '../form-errors.ts';
import { reportHttpError } from '../http.ts';
import { currentLanguage } from '../i18n.ts';
import { createIdempotencyKeeper } from '../idempotency.ts';
import { placeServerError, refusalText } from '../server-errors.ts';
import { toast } from '../toast.ts';
import { useFocusFirstError } from '../ui/use-focus-first-error.ts';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_SERVER_KEYS,
  type CustomerDraft,
  type CustomerField,
  checkCustomer,
  draftFromCustomer,
  emptyCustomerDraft,
  requiredCustomerFields,
} from './customer-rules.ts';
import { taxNumberLabel } from './garage-rules.ts';
import { phoneCodeOptions, useGarageContext } from './use-master-rules.ts';

interface MobileOwner {
  customer_id: number | null;
  name: string;
}

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

  const [draft, setDraft] = useState<CustomerDraft>(() =>
    editing ? draftFromCustomer(editing) : { ...emptyCustomerDraft(phoneCode), ...initial },
  );
  const [errors, setErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [mobileOwner, setMobileOwner] = useState<MobileOwner | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [formRef, focusFirstError] = useFocusFirstError();
  const mobileCheck = useRef<AbortController | null>(null);

  const required = useMemo(() => requiredCustomerFields(rules), [rules]);
  const phoneOptions = useMemo(() => phoneCodeOptions(draft.country_phone_code), [draft.country_phone_code]);
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
    customer_category: t('customers.form.category'),
    tags: t('customers.form.tags'),
    notes: t('customers.form.notes'),
  };

  const set = <K extends CustomerField>(field: K, value: CustomerDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'mobile_number' || field === 'country_phone_code') setMobileOwner(null);
  };

  /** On leaving the mobile field: does the number already belong to another customer of the group? */
  const checkMobileOwner = async () => {
    const number = draft.mobile_number.replace(/\D/g, '');
    const code = draft.country_phone_code.replace(/\D/g, '');
    if (number.length < 4 || !code) return;
    if (editing && editing.mobile_number === number && editing.country_phone_code === code) return;
    mobileCheck.current?.abort();
    const controller = new AbortController();
    mobileCheck.current = controller;
    try {
      const answer = await checkCustomerMobile(code, number, controller.signal);
      if (controller.signal.aborted) return;
      if (answer.exists && answer.customer_id !== editing?.customer_id) {
        setMobileOwner({ customer_id: answer.customer_id, name: answer.display_name ?? '' });
      } else setMobileOwner(null);
    } catch {
      // The check is a courtesy; the server refuses a duplicate on save anyway.
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    const checked = checkCustomer(draft, rules);
    if (!checked.ok) {
      setErrors(fieldErrors(checked.issues, labels, language));
      focusFirstError();
      return;
    }
    if (mobileOwner) {
      focusFirstError();
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = editing
        ? await updateCustomer(editing.customer_id, checked.body)
        : await createCustomer(checked.body, keeper.current.keyFor(checked.body));
      keeper.current.settle();
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      toast(editing ? t('customers.form.updated') : t('customers.form.created', { name: saved.display_name }), 'success');
      onSaved(saved);
    } catch (error) {
      const text = refusalText(error, language);
      if (text === null) {
        reportHttpError(error);
        return;
      }
      keeper.current.settle();
      const placed = placeServerError(text, CUSTOMER_FIELDS, CUSTOMER_SERVER_KEYS);
      if (placed.key === 'customer.mobileTaken') {
        setMobileOwner({ customer_id: null, name: placed.params.name ?? '' });
        void checkMobileOwner();
      } else if (placed.field) setErrors((e) => ({ ...e, [placed.field as CustomerField]: text }));
      else setFormError(text);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  let mobileError: ReactNode = errors.mobile_number;
  if (mobileOwner) {
    mobileError = (
      <span>
        {message('customer.mobileTaken', language, { name: mobileOwner.name })}
        {mobileOwner.customer_id !== null && (
          <>
            {' '}
            <Anchor
              size="xs"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/tabs/customer-details/$customerId"
                  params={{ customerId: String(mobileOwner.customer_id) }}
                />
              )}
            >
              {t('customers.form.openCustomer')}
            </Anchor>
          </>
        )}
      </span>
    );
  }

  const text = (field: Exclude<CustomerField, 'customer_category' | 'tags'>, extra: Record<string, unknown> = {}) => ({
    label: labels[field],
    required: required.has(field),
    value: draft[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
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
              onChange={(v) => set('country_phone_code', v ?? '')}
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
              error={mobileError}
              onBlur={() => void checkMobileOwner()}
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
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={labels.customer_category}
            data={CUSTOMER_CATEGORIES.map((c) => ({ value: c, label: t(`customers.categories.${c}`) }))}
            value={draft.customer_category}
            onChange={(v) => v && set('customer_category', v as CustomerDraft['customer_category'])}
            allowDeselect={false}
            error={errors.customer_category}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TagsInput
            label={labels.tags}
            description={t('customers.form.tagsHint')}
            value={draft.tags}
            onChange={(v) => set('tags', v)}
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
