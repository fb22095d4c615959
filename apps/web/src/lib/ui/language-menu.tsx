import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n.ts';
import { useLanguageSwitch } from '../use-language-switch.ts';
import { LANGUAGE_NAMES } from './language-names.ts';

/**
 * Stand-alone language switch (sign-in, intro, registration and cookie pages); labelled in both languages.
 * A native select (decision 042): these are first pages, and a menu would load the popover library for two
 * choices.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const switchLanguage = useLanguageSwitch();
  const language = currentLanguage();
  return (
    <NativeSelect
      size="xs"
      variant="filled"
      aria-label={t('language.label')}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={language}
      onChange={(event) => switchLanguage(event.currentTarget.value === 'es' ? 'es' : 'en')}
      w={124}
    >
      {(['en', 'es'] as const).map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </NativeSelect>
  );
}
