import { PANEL_REMINDER_DAYS_AHEAD, PANEL_REVIEW_DAYS, panelReminderRange, panelReviewRange, type Role } from '@garage/domain';
import { Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { garageToday } from '../../features/panel/panel-rules.ts';
import { ServiceDueList } from '../../features/panel/service-due-list.tsx';
import { useExternalReviews } from '../../features/panel/use-external-reviews.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { rightPanelTabs } from './sidebar-model.ts';

// Recent Feedback is the second tab: its list (with Mantine's Rating) loads when the tab is first chosen, or
// pointed at, not with the first page (decision 042).
const loadFeedbackList = loadOnce(() => import('../../features/panel/feedback-list.tsx'));
const FeedbackList = lazy(() => loadFeedbackList().then((m) => ({ default: m.FeedbackList })));

type PanelTab = 'service-due' | 'feedback';
/** Spec 2.1: the lists scroll at a maximum of 52vh. */
const LIST_HEIGHT = '52vh';
const OPEN_STATUSES = 'DUE,OVER_DUE';
/** Long labels (Spanish, the 220 px column of small desktops) wrap instead of being cut. */
const TAB_STYLE = { whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center' } as const;

/**
 * The right-hand panel (spec 2.1): Service Due and Recent Feedback, each disabled without its roles.
 * With external reviews on (freshreview_enabled), choosing Recent Feedback opens the reviews site instead.
 */
export function RightPanel({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const { garage } = useShellData();
  const external = useExternalReviews();
  const allowed = rightPanelTabs(roles);
  const internalFeedback = allowed.feedback && !external.enabled;
  const initial: PanelTab | null = allowed.serviceDue ? 'service-due' : internalFeedback ? 'feedback' : null;
  const [chosen, setTab] = useState<PanelTab | null>(initial);
  // Roles and properties can change under a mounted panel (another garage, a setting): never show a tab
  // that is no longer allowed.
  const usable = (value: PanelTab | null) =>
    (value === 'service-due' && allowed.serviceDue) || (value === 'feedback' && internalFeedback);
  const tab = usable(chosen) ? chosen : initial;
  const today = garageToday(garage.time_zone);
  const reminderFilter = useMemo(() => ({ ...panelReminderRange(today), statuses: OPEN_STATUSES }), [today]);
  const reviewFilter = useMemo(() => panelReviewRange(today), [today]);

  // The list's module starts loading when the tab is pointed at or reached by keyboard, before it is chosen.
  const preloadFeedback = internalFeedback ? () => void loadFeedbackList().catch(() => undefined) : undefined;

  const onChange = (value: string | null) => {
    if (value === 'feedback' && external.enabled) {
      void external.open();
      return;
    }
    if (value === 'service-due' || value === 'feedback') setTab(value);
  };

  return (
    <Tabs value={tab} onChange={onChange} keepMounted={false} variant="default">
      <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
        <Tabs.Tab value="service-due" disabled={!allowed.serviceDue} px={6} fz="sm" style={TAB_STYLE}>
          {t('rightPanel.serviceDue')}
        </Tabs.Tab>
        <Tabs.Tab
          value="feedback"
          disabled={!allowed.feedback}
          px={6}
          fz="sm"
          style={TAB_STYLE}
          onPointerEnter={preloadFeedback}
          onFocus={preloadFeedback}
        >
          {t('rightPanel.feedback')}
        </Tabs.Tab>
      </Tabs.List>
      {tab === null && (
        <Text size="sm" c="dimmed" p="md">
          {allowed.feedback ? t('panel.externalHint') : t('rightPanel.noAccess')}
        </Text>
      )}
      <Tabs.Panel value="service-due" pt={6}>
        <Text size="xs" c="dimmed" px={4} pb={4}>
          {t('panel.serviceDueRange', { days: PANEL_REMINDER_DAYS_AHEAD })}
        </Text>
        <ServiceDueList garageId={garage.garage_id} today={today} filter={reminderFilter} maxHeight={LIST_HEIGHT} />
      </Tabs.Panel>
      <Tabs.Panel value="feedback" pt={6}>
        <Text size="xs" c="dimmed" px={4} pb={4}>
          {t('panel.feedbackRange', { days: PANEL_REVIEW_DAYS })}
        </Text>
        <Suspense fallback={<ListSkeleton rows={4} height={58} />}>
          <FeedbackList garageId={garage.garage_id} timeZone={garage.time_zone} filter={reviewFilter} maxHeight={LIST_HEIGHT} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
