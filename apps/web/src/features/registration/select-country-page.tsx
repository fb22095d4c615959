import { countriesByName } from '@garage/domain';
import { Badge, Group, Paper, ScrollArea, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import classes from './registration.module.css';
import { StepLabel } from './step-label.tsx';

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Step 1 of registration (/select-country): where the garage is. */
export function SelectCountryPage({ outletOf }: { outletOf?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const countries = useMemo(() => {
    const q = normalise(query.trim().replace(/^\+/, ''));
    // Found by its name in the UI language or in English ("Mexico" finds México), code or phone code.
    return countriesByName(language).filter(
      (c) =>
        !q ||
        normalise(c.localName).includes(q) ||
        normalise(c.name).includes(q) ||
        c.code.toLowerCase() === q ||
        c.phoneCode.startsWith(q),
    );
  }, [query, language]);

  return (
    <Stack gap="md">
      <div>
        <StepLabel step={1} />
        <Title order={1}>{t('registration.country.title')}</Title>
        <Text c="dimmed" size="sm">
          {outletOf ? t('registration.outletNote') : t('registration.country.subtitle')}
        </Text>
      </div>
      <TextInput
        label={t('registration.country.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        autoFocus
      />
      <Paper withBorder>
        <ScrollArea.Autosize mah="60vh">
          {countries.length === 0 && (
            <Text p="md" c="dimmed" size="sm">
              {t('registration.country.none')}
            </Text>
          )}
          <ul className={classes.list} aria-label={t('registration.country.listLabel')}>
            {countries.map((country) => (
              <li key={country.code}>
                <UnstyledButton
                  className={classes.row}
                  onClick={() =>
                    void navigate({ to: '/select-timezone', search: { country: country.code, outlet_of: outletOf } })
                  }
                >
                  <Group gap="sm" wrap="nowrap">
                    <Badge variant="light" w={44} px={4} aria-hidden>
                      {country.code}
                    </Badge>
                    <Text size="sm" fw={500} style={{ flex: 1 }}>
                      {country.localName}
                    </Text>
                    <Text size="sm" c="dimmed">
                      +{country.phoneCode}
                    </Text>
                    <IconChevronRight size={16} aria-hidden />
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
