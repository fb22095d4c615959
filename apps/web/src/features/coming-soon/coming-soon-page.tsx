import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { canOpenFeature, FEATURES, type FeatureSlug } from '../../lib/feature-registry.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';

/** A screen that is not built yet: its name, an honest sentence, and the way back. Role-guarded like the real page. */
export function ComingSoonPage({ slug }: { slug: FeatureSlug }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const title = t(FEATURES[slug].title);
  if (!canOpenFeature(slug, roles)) return <AccessDenied title={title} />;
  return (
    <Stack align="center" ta="center" py="xl" gap="sm" maw={520} mx="auto">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconHourglassHigh size={30} />
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t('comingSoon.text', { feature: title })}</Text>
      <Button renderRoot={(props) => <Link {...props} to="/tabs/dashboard" />} mt="sm">
        {t('comingSoon.back')}
      </Button>
    </Stack>
  );
}
