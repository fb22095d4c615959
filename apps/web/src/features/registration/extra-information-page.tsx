import { ExtraInformation } from '@garage/contract';
import { message } from '@garage/domain';
import { Alert, Button, Chip, Grid, Group, Input, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { garagesQuery } from '../../lib/api/session-data.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { HttpError, reportHttpError } from '../../lib/http.ts';
import { currentLanguage, type TKey } from '../../lib/i18n.ts';
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

function toCount(value: string | number): number | undefined {
  if (value === '' || value === null) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Step 4 of registration (/extra-information): optional facts about the business; Save or Skip. */
export function ExtraInformationPage({ garageId }: { garageId: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [businessType, setBusinessType] = useState<BusinessType | null>(null);
  const [services, setServices] = useState<Service[]>([]);
  const [bays, setBays] = useState<string | number>('');
  const [technicians, setTechnicians] = useState<string | number>('');
  const [monthlyVehicles, setMonthlyVehicles] = useState<string | number>('');
  const [heardFrom, setHeardFrom] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const labels = {
    business_type: t('registration.extra.businessType'),
    services_offered: t('registration.extra.servicesOffered'),
    bays: t('registration.extra.bays'),
    technicians: t('registration.extra.technicians'),
    monthly_vehicles: t('registration.extra.monthlyVehicles'),
    heard_from: t('registration.extra.heardFrom'),
  };

  const finish = () => navigate({ to: '/tabs/dashboard', replace: true });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setServerError(null);
    const parsed = ExtraInformation.safeParse({
      business_type: businessType ?? undefined,
      services_offered: services.length ? services : undefined,
      bays: toCount(bays),
      technicians: toCount(technicians),
      monthly_vehicles: toCount(monthlyVehicles),
      heard_from: heardFrom ?? undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, labels, language));
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSaving(true);
    try {
      await saveExtraInformation(garageId, parsed.data);
      await queryClient.invalidateQueries({ queryKey: garagesQuery().queryKey });
      await finish();
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
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
        <StepLabel step={4} />
        <Title order={1}>{t('registration.extra.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('registration.extra.subtitle')}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={save} noValidate>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={labels.business_type}
              data={BUSINESS_TYPES.map((v) => ({ value: v, label: t(businessLabel(v)) }))}
              value={businessType}
              onChange={(v) =>
                setBusinessType((BUSINESS_TYPES as readonly string[]).includes(v ?? '') ? (v as BusinessType) : null)
              }
              error={errors.business_type}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={labels.heard_from}
              data={HEARD_FROM.map((v) => ({ value: v, label: t(heardLabel(v)) }))}
              value={heardFrom}
              onChange={setHeardFrom}
              error={errors.heard_from}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Input.Wrapper label={labels.services_offered} error={errors.services_offered}>
              <Chip.Group
                multiple
                value={services}
                onChange={(v) => setServices(v.filter((s): s is Service => (SERVICES as readonly string[]).includes(s)))}
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
              min={0}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              value={bays}
              onChange={setBays}
              error={errors.bays}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <NumberInput
              label={labels.technicians}
              min={0}
              max={10000}
              allowDecimal={false}
              allowNegative={false}
              value={technicians}
              onChange={setTechnicians}
              error={errors.technicians}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <NumberInput
              label={labels.monthly_vehicles}
              min={0}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator
              value={monthlyVehicles}
              onChange={setMonthlyVehicles}
              error={errors.monthly_vehicles}
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
