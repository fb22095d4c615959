import { Drawer, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../lib/ui/lazy-dialog.ts';

/** The advisory panel's bottom sheet on phones (lazily loaded by the widget with its first opening). */
export function AdvisorySheet({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="advisory-panel"
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      position="bottom"
      size="88%"
      radius="lg"
      title={<Text fw={700}>{t('advisory.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('advisory.close') }}
      keepMounted
    >
      {children}
    </Drawer>
  );
}
