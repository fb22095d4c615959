import { findCountry, utcOffsetLabel } from '@garage/domain';
import { Anchor, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBareFormat } from '../../lib/format.ts';
import classes from './registration.module.css';
import { StepLabel } from './step-label.tsx';
import { allTimeZones, searchTimeZones } from './time-zones.ts';

function ZoneRow({ zone, onPick }: { zone: string; onPick: (zone: string) => void }) {
  const f = useBareFormat();
  const now = new Date();
  const localTime = f.time(now, zone);
  return (
    <li>
      <UnstyledButton className={classes.row} onClick={() => onPick(zone)}>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={500} style={{ flex: 1 }}>
            {zone.replace(/_/g, ' ')}
          </Text>
          <Text size="xs" c="dimmed">
            {utcOffsetLabel(zone, now)} · {localTime}
          </Text>
          <IconChevronRight size={16} aria-hidden />
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** Step 2 of registration (/select-timezone): the country's zones first, any zone by search. */
export function SelectTimezonePage({ countryCode, outletOf }: { countryCode: string; outletOf?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const country = findCountry(countryCode);
  const everyZone = useMemo(() => allTimeZones(), []);
  const results = useMemo(() => searchTimeZones(everyZone, query), [everyZone, query]);

  if (!country) return <Navigate to="/select-country" search={{ outlet_of: outletOf }} replace />;

  const pick = (zone: string) =>
    void navigate({ to: '/global-garage-register', search: { country: country.code, tz: zone, outlet_of: outletOf } });

  return (
    <Stack gap="md">
      <div>
        <StepLabel step={2} />
        <Title order={1}>{t('registration.timezone.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('registration.timezone.subtitle', { country: country.name })}{' '}
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/select-country" search={{ outlet_of: outletOf }} />}>
            {t('registration.change')}
          </Anchor>
        </Text>
      </div>
      <Paper withBorder>
        <ul className={classes.list} aria-label={t('registration.timezone.listLabel', { country: country.name })}>
          {country.timeZones.map((zone) => (
            <ZoneRow key={zone} zone={zone} onPick={pick} />
          ))}
        </ul>
      </Paper>
      {everyZone.length > 0 && (
        <>
          <TextInput
            label={t('registration.timezone.searchAll')}
            description={t('registration.timezone.searchHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          {query.trim() && (
            <Paper withBorder>
              {results.length === 0 ? (
                <Text p="md" c="dimmed" size="sm">
                  {t('registration.timezone.none')}
                </Text>
              ) : (
                <ul className={classes.list} aria-label={t('registration.timezone.resultsLabel')}>
                  {results.map((zone) => (
                    <ZoneRow key={zone} zone={zone} onPick={pick} />
                  ))}
                </ul>
              )}
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
