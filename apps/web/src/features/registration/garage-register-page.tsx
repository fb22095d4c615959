import { GarageCreate } from '@garage/contract';
import { findCountry, parseRoles } from '@garage/domain';
import { Alert, Anchor, Button, Grid, Group, Paper, Radio, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { garagesQuery, userInfoQuery } from '../../lib/api/session-data.ts';
import { type Check, useContractForm } from '../../lib/forms/use-contract-form.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { phoneCodeOptions } from '../../lib/phone-code-options.ts';
import { session, useSession } from '../../lib/session.ts';
import { createGarage, phoneCodeOf } from './registration-api.ts';
import { StepLabel } from './step-label.tsx';

interface Draft extends Record<string, unknown> {
  garage_name: string;
  address: string;
  country_phone_code: string;
  mobile_number: string;
  email: string;
  type: 'car' | 'bike' | 'both';
  established_date: string;
  owner_first_name: string;
  owner_last_name: string;
}

type Field = Exclude<keyof Draft, number>;
const FIELDS: readonly Field[] = [
  'garage_name',
  'address',
  'country_phone_code',
  'mobile_number',
  'email',
  'type',
  'established_date',
  'owner_first_name',
  'owner_last_name',
];

/** The body of the create call from the form's values, checked by the contract's schema. */
function checkGarage(draft: Draft, countryCode: string, timeZone: string): Check<GarageCreate> {
  const country = findCountry(countryCode);
  const parsed = GarageCreate.safeParse({
    garage_name: draft.garage_name,
    country_code: country?.code,
    time_zone: timeZone,
    currency_code: country?.currencyCode,
    address: draft.address || undefined,
    mobile_number: draft.mobile_number.trim() ? draft.mobile_number : undefined,
    country_phone_code: draft.mobile_number.trim() ? draft.country_phone_code : undefined,
    email: draft.email,
    type: draft.type,
    established_date: draft.established_date || null,
    owner_first_name: draft.owner_first_name || undefined,
    owner_last_name: draft.owner_last_name || undefined,
  });
  // The person's name is always asked: without one they show as a bare number to their team.
  const nameMissing = !draft.owner_first_name.trim();
  const nameIssue = { path: ['owner_first_name'], message: 'registration.ownerNameRequired' };
  if (parsed.success) return nameMissing ? { ok: false, issues: [nameIssue] } : { ok: true, body: parsed.data };
  return { ok: false, issues: nameMissing ? [...parsed.error.issues, nameIssue] : parsed.error.issues };
}

/** Step 3 of registration (/global-garage-register): the garage's details. */
export function GarageRegisterPage({
  countryCode,
  timeZone,
  outletOf,
}: {
  countryCode: string;
  timeZone: string;
  outletOf?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { auth, garageId } = useSession();
  const country = findCountry(countryCode);
  const user = useQuery({ ...userInfoQuery(garageId), enabled: auth !== null });

  const labels: Record<Field, string> = {
    garage_name: t('registration.form.garageName'),
    address: t('registration.form.address'),
    country_phone_code: t('registration.form.phoneCode'),
    mobile_number: t('registration.form.mobile'),
    email: t('registration.form.email'),
    type: t('registration.form.type'),
    established_date: t('registration.form.established'),
    owner_first_name: t('registration.form.ownerFirstName'),
    owner_last_name: t('registration.form.ownerLastName'),
  };

  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: {
      garage_name: '',
      address: '',
      // The garage's number is in the garage's country (the owner's own number may be of another).
      country_phone_code: country?.phoneCode ?? phoneCodeOf(auth?.phone) ?? '',
      mobile_number: '',
      email: '',
      type: 'car',
      established_date: '',
      owner_first_name: '',
      owner_last_name: '',
    } as Draft,
    check: (draft) => checkGarage(draft, countryCode, timeZone),
    labels,
    fields: FIELDS,
    send: (body, idempotencyKey) => createGarage(body, outletOf ?? null, idempotencyKey),
    onSaved: async (garage) => {
      session.selectGarage(garage.garage_id, parseRoles(garage.roles));
      await queryClient.invalidateQueries({ queryKey: garagesQuery().queryKey });
      await navigate({ to: '/extra-information', replace: true });
    },
  });

  // The owner's name is filled in from the profile once, unless the user already typed one.
  const info = user.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills in once per profile answer; the form object is stable
  useEffect(() => {
    if (!info) return;
    const d = form.getValues();
    form.setFieldValue('owner_first_name', d.owner_first_name || info.first_name || '');
    form.setFieldValue('owner_last_name', d.owner_last_name || info.last_name || '');
  }, [info]);

  const phoneOptions = phoneCodeOptions(currentLanguage());

  if (!country || !timeZone) return <Navigate to="/select-country" search={{ outlet_of: outletOf }} replace />;

  return (
    <Stack gap="md">
      <div>
        <StepLabel step={3} />
        <Title order={1}>{t('registration.form.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('registration.form.where', { country: country.name, zone: timeZone.replace(/_/g, ' ') })}{' '}
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to="/select-timezone" search={{ country: country.code, outlet_of: outletOf }} />
            )}
          >
            {t('registration.change')}
          </Anchor>
        </Text>
        {outletOf !== undefined && (
          <Text size="sm" mt={4}>
            {t('registration.outletNote')}
          </Text>
        )}
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" ref={formRef} onSubmit={submit} noValidate>
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput label={labels.garage_name} required {...form.getInputProps('garage_name')} maxLength={120} autoFocus />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={labels.address} autosize minRows={2} {...form.getInputProps('address')} maxLength={500} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Select
                label={labels.country_phone_code}
                data={phoneOptions}
                value={form.values.country_phone_code || null}
                onChange={(v) => form.setFieldValue('country_phone_code', v ?? '')}
                error={form.errors.country_phone_code}
                searchable
                w={130}
                style={{ flexShrink: 0 }}
                comboboxProps={{ width: 260, position: 'bottom-start' }}
              />
              <TextInput
                label={labels.mobile_number}
                type="tel"
                inputMode="numeric"
                {...form.getInputProps('mobile_number')}
                style={{ flex: 1, minWidth: 0 }}
              />
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={labels.email} type="email" autoComplete="email" {...form.getInputProps('email')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Radio.Group
              label={labels.type}
              value={form.values.type}
              onChange={(v) => form.setFieldValue('type', v === 'bike' || v === 'both' ? v : 'car')}
              error={form.errors.type}
            >
              <Group gap="md" mt={6}>
                <Radio value="car" label={t('registration.form.typeCar')} />
                <Radio value="bike" label={t('registration.form.typeBike')} />
                <Radio value="both" label={t('registration.form.typeBoth')} />
              </Group>
            </Radio.Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={labels.established_date}
              type="date"
              {...form.getInputProps('established_date')}
              max={new Date().toISOString().slice(0, 10)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={labels.owner_first_name}
              autoComplete="given-name"
              {...form.getInputProps('owner_first_name')}
              maxLength={60}
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={labels.owner_last_name}
              autoComplete="family-name"
              {...form.getInputProps('owner_last_name')}
              maxLength={60}
            />
          </Grid.Col>
          {formError && (
            <Grid.Col span={12}>
              <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
                {formError}
              </Alert>
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <Group justify="flex-end" mt="xs">
              <Button type="submit" loading={saving}>
                {t('registration.form.submit')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </Paper>
    </Stack>
  );
}
