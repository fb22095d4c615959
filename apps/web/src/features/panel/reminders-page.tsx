import { canReadReminders } from '@garage/domain';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { garageToday } from './panel-rules.ts';
import { ServiceDueList } from './service-due-list.tsx';

const FILTERS = { open: { statuses: 'DUE,OVER_DUE' }, done: { statuses: 'DONE' } } as const;

/**
 * Service Reminders (/tabs/reminder-screen): every open reminder, the earliest first, or the done ones.
 * Phones reach the Service Due list here, as the right-hand panel is a desktop column (decision 014).
 */
export function RemindersPage() {
  const { t } = useTranslation();
  const { garage, roles } = useShellData();
  const [view, setView] = useState<keyof typeof FILTERS>('open');
  if (!canReadReminders(roles)) return <AccessDenied title={t('panel.remindersTitle')} />;
  return (
    <Stack gap="sm" maw={720}>
      <PageHeader title={t('panel.remindersTitle')} description={t('panel.remindersText')} />
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v === 'done' ? 'done' : 'open')}
        data={[
          { value: 'open', label: t('panel.openTab') },
          { value: 'done', label: t('panel.doneTab') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <ServiceDueList garageId={garage.garage_id} today={garageToday(garage.time_zone)} filter={FILTERS[view]} actions />
    </Stack>
  );
}
