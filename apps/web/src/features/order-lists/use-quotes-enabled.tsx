import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { quickCards } from '../../lib/quick-cards.ts';

/** Quotations open when the garage has quotes enabled or is on a TRIAL: the dashboard card's rule (spec 2.4). */
export function useQuotesEnabled(): boolean {
  const { roles, properties, garage } = useShellData();
  const card = quickCards({
    roles,
    properties,
    subscriptionType: garage.subscription?.subscription_type ?? null,
    partIssuanceEnabled: garage.part_issuance_enabled,
  }).find((c) => c.id === 'quotations');
  return card?.block === null;
}

/** In place of a quotation page when the module is off. */
export function QuotesNotEnabled({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" gap="sm" maw={480} mx="auto">
      <ThemeIcon size={48} radius="xl" color="orange" variant="light" aria-hidden>
        <IconFileOff size={26} />
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text role="alert">{t('messages.moduleNotEnabled')}</Text>
    </Stack>
  );
}
