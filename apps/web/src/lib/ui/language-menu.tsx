import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n.ts';
import { useLanguageSwitch } from '../use-language-switch.ts';

export const LANGUAGE_NAMES = { en: 'English', es: 'Español' } as const;

/** Stand-alone language switch (sign-in and registration pages); labelled in both languages. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const switchLanguage = useLanguageSwitch();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="xs" leftSection={<IconLanguage size={16} />} aria-label={t('language.label')}>
          <Box component="span" visibleFrom="xs">
            {LANGUAGE_NAMES[language]}
          </Box>
          <Box component="span" hiddenFrom="xs">
            {language.toUpperCase()}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(['en', 'es'] as const).map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => switchLanguage(lang)}
            rightSection={lang === language ? <IconCheck size={14} aria-hidden /> : null}
          >
            {LANGUAGE_NAMES[lang]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
