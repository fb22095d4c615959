import { Stack, Tabs } from '@mantine/core';
import { IconBox, IconPackages, IconTool } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { PackagesTab } from './packages-tab.tsx';
import { PartsTab } from './parts-tab.tsx';
import { ServicesTab } from './services-tab.tsx';

export type ItemsTab = 'services' | 'parts' | 'packages';
const route = getRouteApi('/tabs/garage-items');

/** /tabs/garage-items: the garage's services, parts and service packages. */
export function GarageItemsPage() {
  const { t } = useTranslation();
  const tab = route.useSearch().tab ?? 'services';
  const navigate = useNavigate();
  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={t('features.garageItems')} description={t('catalogue.intro')} />
      <Tabs
        value={tab}
        onChange={(v) => {
          if (v === 'services' || v === 'parts' || v === 'packages')
            void navigate({ to: '/tabs/garage-items', search: v === 'services' ? {} : { tab: v }, replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          <Tabs.Tab value="services" leftSection={<IconTool size={16} />}>
            {t('catalogue.tabs.services')}
          </Tabs.Tab>
          <Tabs.Tab value="parts" leftSection={<IconBox size={16} />}>
            {t('catalogue.tabs.parts')}
          </Tabs.Tab>
          <Tabs.Tab value="packages" leftSection={<IconPackages size={16} />}>
            {t('catalogue.tabs.packages')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="services">
          <ServicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="parts">
          <PartsTab />
        </Tabs.Panel>
        <Tabs.Panel value="packages">
          <PackagesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
