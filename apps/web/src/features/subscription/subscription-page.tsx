import { ActionIcon, Alert, AspectRatio, Box, Button, Center, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBrandWhatsapp,
  IconCircleCheck,
  IconExternalLink,
  IconLogout,
  IconMessage2,
  IconMessageCircle,
  IconPhone,
} from '@tabler/icons-react';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { garagesQuery } from '../../lib/api/session-data.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { message } from '../../lib/messages.ts';
import { useSession } from '../../lib/session.ts';
import { GarageBadge } from '../../lib/ui/garage-badge.tsx';
import { LogoutDialog } from '../../lib/ui/logout-dialog.tsx';
import { extendTrial, subscriptionDetailsQuery } from './api.ts';
import { renewalTarget } from './trial.ts';
import { TrialPoster } from './trial-poster.tsx';

function SupportChat({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const digits = phone.replace(/\D/g, '');
  return (
    <Box pos="fixed" bottom={20} right={20} hiddenFrom="sm" style={{ zIndex: 200 }}>
      <Menu position="top-end" withArrow shadow="md">
        <Menu.Target>
          <ActionIcon size={56} radius="xl" variant="filled" aria-label={t('subs.expired.chat')}>
            <IconMessageCircle size={28} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {digits ? (
            <>
              <Menu.Item
                component="a"
                href={`https://wa.me/${digits}`}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconBrandWhatsapp size={16} />}
              >
                {t('subs.expired.chatWhatsApp')}
              </Menu.Item>
              <Menu.Item component="a" href={`sms:+${digits}`} leftSection={<IconMessage2 size={16} />}>
                {t('subs.expired.chatSms')}
              </Menu.Item>
              <Menu.Item component="a" href={`tel:+${digits}`} leftSection={<IconPhone size={16} />}>
                {t('subs.expired.chatCall')}
              </Menu.Item>
            </>
          ) : (
            <Text size="sm" p="xs" maw={240}>
              {t('subs.expired.noSupportPhone')}
            </Text>
          )}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}

/** /subscription: the trial-expired screen (spec 2.5), shown instead of the shell once the trial is over. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const { garageId } = useSession();
  const garages = useSuspenseQuery(garagesQuery()).data;
  const garage = garages.find((g) => g.garage_id === garageId) ?? garages[0];
  const id = garage?.garage_id ?? 0;
  const details = useQuery({ ...subscriptionDetailsQuery(id), enabled: id > 0 });
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  const keeper = useRef(createIdempotencyKeeper());
  const extend = useMutation({
    mutationFn: () => extendTrial(id, keeper.current.keyFor({ garage_id: id })),
    onSettled: (_data, error) => {
      // A refusal settles the attempt; a network failure keeps the key so a retry is the same request.
      if (!error || (error as { status?: number }).status !== 0) keeper.current.settle();
    },
  });

  const data = details.data;
  const renewal = garage && data ? renewalTarget(garage.country_code, data.external_pricing_url) : null;
  const sent = extend.isSuccess;

  return (
    <Center mih="100dvh" p="md" pb={{ base: 96, sm: 'md' }} bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} w="100%" shadow="sm">
        <Stack gap="md">
          {garage && (
            <Group gap="sm" wrap="nowrap">
              <GarageBadge name={garage.garage_name} size={36} />
              <Text fw={600} truncate>
                {garage.garage_name}
              </Text>
            </Group>
          )}
          <Title order={1} ta="center">
            {message('trial.expired', currentLanguage())}
          </Title>
          <Box style={{ borderRadius: 12, overflow: 'hidden' }} bg="dark.8">
            {data?.video_url ? (
              <AspectRatio ratio={16 / 9}>
                {/* biome-ignore lint/a11y/useMediaCaption: a product video from configuration; captions are the provider's */}
                <video
                  controls
                  preload="metadata"
                  playsInline
                  src={data.video_url}
                  poster={data.video_poster_url ?? undefined}
                  aria-label={t('subs.expired.videoTitle')}
                  style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </AspectRatio>
            ) : data?.video_poster_url ? (
              <AspectRatio ratio={16 / 9}>
                <img src={data.video_poster_url} alt={t('subs.expired.posterAlt')} style={{ objectFit: 'cover' }} />
              </AspectRatio>
            ) : (
              <TrialPoster label={t('subs.expired.posterAlt')} />
            )}
          </Box>
          <Text ta="center" c="dimmed">
            {t('subs.expired.tagline')}
          </Text>
          {sent && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck size={20} />}
              title={t('subs.expired.requestTitle')}
              role="status"
            >
              {t('subs.expired.requestBody')}
            </Alert>
          )}
          <Stack gap="xs">
            <Button size="md" onClick={() => extend.mutate()} loading={extend.isPending} disabled={sent || id === 0}>
              {t('subs.expired.extendTrial')}
            </Button>
            {renewal?.kind === 'external' && (
              <Button
                size="md"
                variant="light"
                component="a"
                href={renewal.url}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('subs.expired.seePlans')}
              </Button>
            )}
            <Button size="md" variant="default" leftSection={<IconLogout size={16} />} onClick={logoutDialog.open}>
              {t('subs.expired.logout')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <SupportChat phone={data?.support_phone ?? ''} />
      <LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} />
    </Center>
  );
}
