import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation.tsx';
import { saveConsent, useConsent } from './cookie-consent.ts';
import classes from './session.module.css';

/** Opt-in cookie banner (spec 2.2) until the user answers; the answer is kept 365 days. */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const { ref, height } = useElementSize();
  const shown = consent === null;
  // The page gets room below its content for the banner, so nothing ends up unreachable underneath it.
  useEffect(() => {
    const root = document.documentElement;
    if (shown && height > 0) root.style.setProperty('--cookie-banner-space', `${Math.ceil(height) + 40}px`);
    return () => {
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [shown, height]);
  if (!shown) return null;
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={t('session.cookie.label')}
      className={classes.cookieBanner}
      shadow="lg"
      withBorder
      p="sm"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" className={classes.cookieText}>
          {t('session.cookie.text')}{' '}
          <Anchor renderRoot={(props) => <AppLink {...props} to="/cookie-policy" />} size="sm">
            {t('session.cookie.policy')}
          </Anchor>
        </Text>
        <Group gap="xs" wrap="nowrap" className={classes.cookieButtons}>
          <Button variant="default" onClick={() => saveConsent('deny')}>
            {t('session.cookie.denyAll')}
          </Button>
          <Button onClick={() => saveConsent('allow')}>{t('session.cookie.acceptAll')}</Button>
        </Group>
      </Group>
    </Paper>
  );
}
