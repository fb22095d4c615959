import { Box, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../lib/ui/brand.tsx';
import { LanguageMenu } from '../../lib/ui/language-menu.tsx';
import { SignInForm } from './sign-in-form.tsx';
import classes from './sign-in-page.module.css';

/** Desktop sign-in (/global-signin); phones reach the same form through the intro page. */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <aside className={classes.promo}>
        <Brand size="lg" inverted />
        <Stack gap="md" maw={420}>
          <Text c="white" fz={22} fw={700} lh={1.3}>
            {t('signIn.promoTitle')}
          </Text>
          <List
            spacing="xs"
            c="white"
            icon={
              <ThemeIcon size={20} radius="xl" color="white" c="workshop.8">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('intro.point1')}</List.Item>
            <List.Item>{t('intro.point2')}</List.Item>
            <List.Item>{t('intro.point3')}</List.Item>
          </List>
        </Stack>
        <Text size="xs" c="workshop.1">
          {t('app.tagline')}
        </Text>
      </aside>
      <main className={classes.main}>
        <Group justify="space-between" className={classes.topBar}>
          <Box className={classes.mobileBrand}>
            <Brand />
          </Box>
          <Box ml="auto">
            <LanguageMenu />
          </Box>
        </Group>
        <Paper className={classes.card} withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
          <SignInForm />
        </Paper>
        <Text size="xs" c="dimmed" ta="center" mt="md">
          {t('signIn.terms')}
        </Text>
      </main>
    </div>
  );
}
