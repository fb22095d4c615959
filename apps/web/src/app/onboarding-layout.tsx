import { Box, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session.ts';
import { Brand } from '../lib/ui/brand.tsx';
import { LanguageMenu } from '../lib/ui/language-menu.tsx';
import { LogoutDialog } from '../lib/ui/logout-dialog.tsx';

/**
 * Registration and garage choice: no sidebar (spec 2.1 disables it on global-garage-register and
 * extra-information; before a garage is chosen there is nothing for it to show either).
 */
export function OnboardingLayout() {
  const { t } = useTranslation();
  const { auth } = useSession();
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group h={56} px="md" justify="space-between" wrap="nowrap">
          <Brand compact />
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            {auth && (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconLogout size={16} />}
                onClick={logoutDialog.open}
                aria-label={t('shell.logout')}
              >
                <Box component="span" visibleFrom="xs">
                  {t('shell.logout')}
                </Box>
              </Button>
            )}
          </Group>
        </Group>
      </Box>
      <Container component="main" size={760} py="lg" px="md">
        <Outlet />
      </Container>
      <LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} />
    </Box>
  );
}
