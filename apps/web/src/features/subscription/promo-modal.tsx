import { Box, Button, CloseButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../lib/ui/lazy-dialog.ts';
import { PromoImage } from './promo-image.tsx';

export interface PromoModalProps {
  opened: boolean;
  onClose: () => void;
  onRequestDemo: () => void;
  requesting: boolean;
}

/** The small-business promo of spec 2.4: a full image, a close button and Request Demo. */
export function PromoModal({ opened, onClose, onRequestDemo, requesting }: PromoModalProps) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal opened={shown} onClose={onClose} withCloseButton={false} centered size="lg" padding={0} radius="lg">
      <Box pos="relative">
        <PromoImage label={t('subs.promo.imageAlt')} />
        <CloseButton
          pos="absolute"
          top={10}
          right={10}
          size="lg"
          radius="xl"
          variant="white"
          onClick={onClose}
          aria-label={t('subs.promo.close')}
        />
      </Box>
      <Stack gap="xs" p="lg">
        {/* Modal.Title names the dialog (aria-labelledby). */}
        <Modal.Title fz="h3" fw={700}>
          {t('subs.promo.title')}
        </Modal.Title>
        <Text size="sm" c="dimmed">
          {t('subs.promo.text')}
        </Text>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('subs.promo.close')}
          </Button>
          <Button onClick={onRequestDemo} loading={requesting}>
            {t('subs.promo.requestDemo')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
