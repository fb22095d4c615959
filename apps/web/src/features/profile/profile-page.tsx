import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { LANGUAGE_NAMES } from '../../lib/ui/language-names.ts';
import { useLanguageSwitch } from '../../lib/use-language-switch.ts';
import { EmailVerification } from './email-verification.tsx';
import { PasscodeForm } from './passcode-form.tsx';
import { PictureField } from './picture-field.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** /tabs/profile: the signed-in person's own details (decision 036); only they change them (decision 023). */
export function ProfilePage({ shrink }: { shrink?: (file: Blob) => Promise<string> }) {
  const { t } = useTranslation();
  const { user } = useShellData();
  const switchLanguage = useLanguageSwitch();
  const language = useLanguage();

  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1}>{t('profile.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('profile.subtitle')}
        </Text>
      </div>
      <Section title={t('profile.picture.title')}>
        <PictureField info={user} {...(shrink ? { shrink } : {})} />
      </Section>
      <Section title={t('profile.details')}>
        {/* Re-mounted when the saved profile changes, so the form starts from what the server holds. */}
        <ProfileDetailsForm key={`${user.first_name}|${user.last_name}|${user.email}`} info={user} />
        <EmailVerification info={user} />
      </Section>
      <Section title={t('profile.language.title')} hint={t('profile.language.hint')}>
        <SegmentedControl
          value={language}
          onChange={(value) => switchLanguage(value === 'es' ? 'es' : 'en')}
          data={(['en', 'es'] as const).map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          aria-label={t('profile.language.title')}
          w="fit-content"
        />
      </Section>
      <Section title={t('profile.passcode.title')} hint={t('profile.passcode.hint')}>
        <PasscodeForm userId={user.user_id} />
      </Section>
    </Stack>
  );
}
