import type { Role } from '@garage/domain';
import { ScrollArea, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rightPanelTabs } from './sidebar-model.ts';

/**
 * The right-hand panel (spec 2.1). The reminders and reviews modules do not exist yet, so the lists say so
 * rather than showing invented entries.
 */
export function RightPanel({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const allowed = rightPanelTabs(roles);
  const initial = allowed.serviceDue ? 'service-due' : allowed.feedback ? 'feedback' : null;
  return (
    <Tabs defaultValue={initial} keepMounted={false} variant="default">
      <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
        <Tabs.Tab value="service-due" disabled={!allowed.serviceDue} px={6} fz="sm">
          {t('rightPanel.serviceDue')}
        </Tabs.Tab>
        <Tabs.Tab value="feedback" disabled={!allowed.feedback} px={6} fz="sm">
          {t('rightPanel.feedback')}
        </Tabs.Tab>
      </Tabs.List>
      {initial === null && (
        <Text size="sm" c="dimmed" p="md">
          {t('rightPanel.noAccess')}
        </Text>
      )}
      <Tabs.Panel value="service-due">
        <ScrollArea.Autosize mah="52vh">
          <Text size="sm" c="dimmed" p="md">
            {t('rightPanel.serviceDueEmpty')}
          </Text>
        </ScrollArea.Autosize>
      </Tabs.Panel>
      <Tabs.Panel value="feedback">
        <ScrollArea.Autosize mah="52vh">
          <Text size="sm" c="dimmed" p="md">
            {t('rightPanel.feedbackEmpty')}
          </Text>
        </ScrollArea.Autosize>
      </Tabs.Panel>
    </Tabs>
  );
}
