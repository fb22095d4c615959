import { ExtraInformation } from '@garage/contract';
import { garageTaxNumberProblem, type MessageKey } from '@garage/domain';
import {
  Alert,
  Button,
  Chip,
  Grid,
  Group,
  Input,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { garagesQuery } from '../../lib/api/session-data.ts';
import { type Check, useContractForm } from '../../lib/forms/use-contract-form.ts';
import type { TKey } from '../../lib/i18n.ts';
import { taxNumberLabel } from '../../lib/masters/garage-rules.ts';
import { saveExtraInformation } from './registration-api.ts';
import { StepLabel } from './step-label.tsx';

const BUSINESS_TYPES = ['INDEPENDENT', 'AUTHORISED_DEALER', 'FRANCHISE', 'FLEET', 'OTHER'] as const;
const SERVICES = ['GENERAL_SERVICE', 'BODY_PAINT', 'TYRES', 'ELECTRICAL', 'AC', 'DETAILING', 'PARTS_SALES'] as const;
const HEARD_FROM = ['SEARCH', 'SOCIAL_MEDIA', 'FRIEND', 'EVENT', 'SALES_TEAM', 'OTHER'] as const;

type BusinessType = (typeof BUSINESS_TYPES)[number];
type Service = (typeof SERVICES)[number];

const businessLabel = (v: BusinessType): TKey => `registration.extra.business.${v}`;
const serviceLabel = (v: Service): TKey => `registration.extra.services.${v}`;
const heardLabel = (v: (typeof HEARD_FROM)[number]): TKey => `registration.extra.heard.${v}`;

/** What the owner typed, as a number; anything else is left for the contract to refuse (never dropped). */
function toCount(value: string | number): number | undefined {
  if (value === '' || value === null) return undefined;
  return Number(value);
}

interface Values extends Record<string, unknown> {
  business_type: BusinessType | null;
  services_offered: Service[];
  bays: string | number;
  technicians: string | number;
  monthly_vehicles: string | number;
  heard_from: string | null;
  tax_number: string;
  /** What was saved before, sent back with the changes (keys the form does not show are kept). */
  kept: ExtraInformation;
}

const FIELDS = [
  'business_type',
  'services_offered',
  'bays',
  'technicians',
  'monthly_vehicles',
  'heard_from',
  'tax_number',
] as const;

/** The server's refusals of the tax number (checked by the garage's country), shown on its field. */
const SERVER_KEYS: Partial<Record<MessageKey, (typeof FIELDS)[number]>> = {
  'garage.taxNumber.IN': 'tax_number',
  'garage.taxNumber.SA': 'tax_number',
  'garage.taxNumber.MX': 'tax_number',
};

function checkExtra(v: Values, countryCode: string): Check<ExtraInformation> {
  const parsed = ExtraInformation.safeParse({
    ...v.kept,
    business_type: v.business_type ?? undefined,
    services_offered: v.services_offered.length ? v.services_offered : undefined,
    bays: toCount(v.bays),
    technicians: toCount(v.technicians),
    monthly_vehicles: toCount(v.monthly_vehicles),
    heard_from: v.heard_from ?? undefined,
    tax_number: v.tax_number.trim() || undefined,
  });
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const problem = garageTaxNumberProblem(countryCode, v.tax_number);
  return problem ? { ok: false, issues: [{ path: ['tax_number'], message: problem }] } : { ok: true, body: parsed.data };
}

/** The form's values from what the garage already saved (the page is also how a tax number is set later). */
function initialValues(saved: ExtraInformation): Values {
  return {
    kept: saved,
    business_type: saved.business_type ?? null,
    services_offered: saved.services_offered ?? [],
    bays: saved.bays ?? '',
    technicians: saved.technicians ?? '',
    monthly_vehicles: saved.monthly_vehicles ?? '',
    heard_from: saved.heard_from ?? null,
    tax_number: saved.tax_number ?? '',
  };
}

interface ExtraInformationProps {
  garageId: number;
  /** The garage's country: the tax number's name and format (GSTIN, VAT number, RFC). */
  countryCode: string;
  /** What the garage saved before (when the owner comes back to set the tax number). */
  saved?: ExtraInformation;
}

/**
 * Step 4 of registration (/extra-information): optional facts about the business and the garage's own tax
 * number; Save or Skip. It stays open to the garage's owner afterwards to set or correct the tax number.
 */
export function ExtraInformationPage({ garageId, countryCode, saved = {} }: ExtraInformationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const labels = {
    business_type: t('registration.extra.businessType'),
    services_offered: t('registration.extra.servicesOffered'),
    bays: t('registration.extra.bays'),
    technicians: t('registration.extra.technicians'),
    monthly_vehicles: t('registration.extra.monthlyVehicles'),
    heard_from: t('registration.extra.heardFrom'),
    tax_number: t(`customers.form.tax.${taxNumberLabel(countryCode)}`),
  };

  const finish = () => navigate({ to: '/tabs/dashboard', replace: true });

  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: initialValues(saved),
    check: (values) => checkExtra(values, countryCode),
    labels,
    fields: FIELDS,
    serverKeys: SERVER_KEYS,
    send: (body) => saveExtraInformation(garageId, body),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: garagesQuery().queryKey });
      await finish();
    },
  });

  return (
    <Stack gap="md">
      <div>
        <StepLabel step={4} />
        <Title order={1}>{t('registration.extra.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('registration.extra.subtitle')}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" ref={formRef} onSubmit={submit} noValidate>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={labels.business_type}
              data={BUSINESS_TYPES.map((v) => ({ value: v, label: t(businessLabel(v)) }))}
              value={form.values.business_type}
              onChange={(v) =>
                form.setFieldValue(
                  'business_type',
                  (BUSINESS_TYPES as readonly string[]).includes(v ?? '') ? (v as BusinessType) : null,
                )
              }
              error={form.errors.business_type}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={labels.heard_from}
              data={HEARD_FROM.map((v) => ({ value: v, label: t(heardLabel(v)) }))}
              {...form.getInputProps('heard_from')}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={labels.tax_number}
              description={t(`registration.extra.taxNumberHint.${taxNumberLabel(countryCode)}`)}
              maxLength={20}
              autoComplete="off"
              {...form.getInputProps('tax_number')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Input.Wrapper label={labels.services_offered} error={form.errors.services_offered}>
              <Chip.Group
                multiple
                value={form.values.services_offered}
                onChange={(v) =>
                  form.setFieldValue(
                    'services_offered',
                    v.filter((s): s is Service => (SERVICES as readonly string[]).includes(s)),
                  )
                }
              >
                <Group gap="xs" mt={6} role="group" aria-label={labels.services_offered}>
                  {SERVICES.map((v) => (
                    <Chip key={v} value={v} size="sm">
                      {t(serviceLabel(v))}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <NumberInput
              label={labels.bays}
              // No min / max / integer-only: the input would silently clamp or drop what was typed
              // (−3 → 3, 99,999,999,999 → 10,000); the contract refuses it with a message instead.
              {...form.getInputProps('bays')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <NumberInput label={labels.technicians} {...form.getInputProps('technicians')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <NumberInput label={labels.monthly_vehicles} thousandSeparator {...form.getInputProps('monthly_vehicles')} />
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
              <Button variant="default" onClick={() => void finish()} disabled={saving}>
                {t('registration.extra.skip')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('registration.extra.save')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </Paper>
    </Stack>
  );
}

/** The step for the selected garage: its country and what it saved before come from the garage list. */
export function ExtraInformationStep({ garageId }: { garageId: number }) {
  const garage = useSuspenseQuery(garagesQuery()).data.find((g) => g.garage_id === garageId);
  return garage ? (
    <ExtraInformationPage garageId={garageId} countryCode={garage.country_code} saved={garage.extra_information} />
  ) : null;
}
