import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, themeIn } from './theme.ts';

/** Mantine with the app's theme in the UI language: what the theme names (close buttons) follows a language change. */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeIn(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
