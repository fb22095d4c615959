import { GarageCreate } from '@garage/contract';
import { COUNTRIES, findCountry, message, parseRoles } from '@garage/domain';
import { Alert, Anchor, Button, Grid, Group, Paper, Radio, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { garagesQuery, userInfoQuery } from '../../lib/api/session-data.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { HttpError, reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { session, useSession } from '../../lib/session.ts';
import { createGarage, phoneCodeOf } from './registration-api.ts';
import { StepLabel } from './step-label.tsx';

interface Draft {
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

type Field = keyof Draft;

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
  const language = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { auth, garageId } = useSession();
  const country = findCountry(countryCode);
  const user = useQuery({ ...userInfoQuery(garageId), enabled: auth !== null });

  const [draft, setDraft] = useState<Draft>(() => ({
    garage_name: '',
    address: '',
    country_phone_code: phoneCodeOf(auth?.phone) ?? country?.phoneCode ?? '',
    mobile_number: '',
    email: '',
    type: 'car',
    established_date: '',
    owner_first_name: '',
    owner_last_name: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  // The owner's name is filled in from the profile once, unless the user already typed one.
  const info = user.data;
  useEffect(() => {
    if (!info) return;
    setDraft((d) => ({
      ...d,
      owner_first_name: d.owner_first_name || info.first_name || '',
      owner_last_name: d.owner_last_name || info.last_name || '',
    }));
  }, [info]);

  const phoneOptions = useMemo(
    () =>
      [...COUNTRIES]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => ({ value: c.phoneCode, label: `+${c.phoneCode} ${c.name}` })),
    [],
  );

  if (!country || !timeZone) return <Navigate to="/select-country" search={{ outlet_of: outletOf }} replace />;

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

  const set = <K extends Field>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setServerError(null);
    const body = {
      garage_name: draft.garage_name,
      country_code: country.code,
      time_zone: timeZone,
      currency_code: country.currencyCode,
      address: draft.address || undefined,
      mobile_number: draft.mobile_number.trim() ? draft.mobile_number : undefined,
      country_phone_code: draft.mobile_number.trim() ? draft.country_phone_code : undefined,
      email: draft.email,
      type: draft.type,
      established_date: draft.established_date || null,
      owner_first_name: draft.owner_first_name || undefined,
      owner_last_name: draft.owner_last_name || undefined,
    };
    const parsed = GarageCreate.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, labels, language));
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSaving(true);
    try {
      const garage = await createGarage(parsed.data, outletOf ?? null);
      session.selectGarage(garage.garage_id, parseRoles(garage.roles));
      await queryClient.invalidateQueries({ queryKey: garagesQuery().queryKey });
      await navigate({ to: '/extra-information', replace: true });
    } catch (error) {
      if (error instanceof HttpError && (error.status === 400 || error.status === 409)) {
        setServerError(error.serverMessage ?? error.detail ?? message('http.generic400', language));
      } else reportHttpError(error);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

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
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput
              label={labels.garage_name}
              required
              value={draft.garage_name}
              onChange={(e) => set('garage_name', e.currentTarget.value)}
              error={errors.garage_name}
              maxLength={120}
              autoFocus
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={labels.address}
              autosize
              minRows={2}
              value={draft.address}
              onChange={(e) => set('address', e.currentTarget.value)}
              error={errors.address}
              maxLength={500}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Select
                label={labels.country_phone_code}
                data={phoneOptions}
                value={draft.country_phone_code || null}
                onChange={(v) => set('country_phone_code', v ?? '')}
                error={errors.country_phone_code}
                searchable
                w={130}
                style={{ flexShrink: 0 }}
                comboboxProps={{ width: 260, position: 'bottom-start' }}
              />
              <TextInput
                label={labels.mobile_number}
                type="tel"
                inputMode="numeric"
                value={draft.mobile_number}
                onChange={(e) => set('mobile_number', e.currentTarget.value)}
                error={errors.mobile_number}
                style={{ flex: 1, minWidth: 0 }}
              />
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={labels.email}
              type="email"
              autoComplete="email"
              value={draft.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              error={errors.email}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Radio.Group
              label={labels.type}
              value={draft.type}
              onChange={(v) => set('type', v === 'bike' || v === 'both' ? v : 'car')}
              error={errors.type}
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
              value={draft.established_date}
              onChange={(e) => set('established_date', e.currentTarget.value)}
              error={errors.established_date}
              max={new Date().toISOString().slice(0, 10)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={labels.owner_first_name}
              autoComplete="given-name"
              value={draft.owner_first_name}
              onChange={(e) => set('owner_first_name', e.currentTarget.value)}
              error={errors.owner_first_name}
              maxLength={60}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={labels.owner_last_name}
              autoComplete="family-name"
              value={draft.owner_last_name}
              onChange={(e) => set('owner_last_name', e.currentTarget.value)}
              error={errors.owner_last_name}
              maxLength={60}
            />
          </Grid.Col>
          {serverError && (
            <Grid.Col span={12}>
              <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
                {serverError}
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
