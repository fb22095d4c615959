import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import classes from './panel.module.css';
import { panelKeys, type Reminder, type ReminderFilter, remindersQuery, setReminderStatus } from './panel-api.ts';
import { PanelList, pagedListState } from './panel-list.tsx';
import { type DueTone, dueTone } from './panel-rules.ts';
import { showUndoToast } from './undo-toast.tsx';

const TONE_COLOR: Record<DueTone, string> = { overDue: 'red', today: 'orange', due: 'gray', done: 'teal' };
const TONE_TEXT = { overDue: 'panel.overDue', today: 'panel.today', due: 'panel.due', done: 'panel.done' } as const;

export interface ServiceDueListProps {
  garageId: number;
  today: string;
  filter: ReminderFilter;
  maxHeight?: string;
  /** Offer Mark done / Re-open on each entry (the reminders page; the panel only lists). */
  actions?: boolean;
}

/** Service reminders: customer, vehicle name and registration, date and how due it is (spec 2.1). */
export function ServiceDueList({ garageId, today, filter, maxHeight, actions }: ServiceDueListProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(remindersQuery(garageId, filter));
  const items = query.data?.pages.flatMap((p) => p.reminder_responses);
  const total = query.data?.pages.at(-1)?.total_elements ?? 0;
  return (
    <PanelList<Reminder>
      label={t('panel.serviceDueLabel')}
      items={items}
      total={total}
      keyOf={(r) => r.reminder_id}
      render={(r) => <ReminderEntry reminder={r} today={today} actions={actions ?? false} />}
      {...pagedListState(query)}
      empty={{
        icon: <IconCalendarCheck size={22} />,
        title: t('panel.serviceDueEmptyTitle'),
        text: t('panel.serviceDueEmptyText'),
      }}
      maxHeight={maxHeight}
    />
  );
}

function ReminderEntry({ reminder, today, actions }: { reminder: Reminder; today: string; actions: boolean }) {
  const f = useFormat();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const done = reminder.reminder_status === 'DONE';
  const who = { name: reminder.customer.display_name, plate: reminder.user_vehicle.reg_number };
  // The panel and both page views read the same reminders.
  const refresh = () => queryClient.invalidateQueries({ queryKey: panelKeys.reminders });
  const move = useMutation({
    mutationFn: () => setReminderStatus(reminder.reminder_id, done ? 'DUE' : 'DONE'),
    onSuccess: async () => {
      await refresh();
      // Marking done takes the reminder out of the open list: offer the way back at once.
      if (!done)
        showUndoToast({
          text: t('panel.markedDone', who),
          undoLabel: t('panel.undo'),
          undoAriaLabel: t('panel.undoFor', who),
          onUndo: () =>
            void setReminderStatus(reminder.reminder_id, 'DUE').then(async () => {
              await refresh();
              toast(t('panel.undone', who), 'info');
            }),
        });
    },
  });
  const tone = dueTone(reminder.reminder_status, reminder.reminder_date, today);
  const vehicle = reminder.user_vehicle;
  // A reminder date is a garage-local day: shown as it is, no time zone shift.
  const date = f.date(reminder.reminder_date, 'UTC');
  // The plate first: it is what the workshop recognises, and it stays visible when a narrow column cuts the name.
  const vehicleText =
    vehicle.display_name === vehicle.reg_number ? vehicle.reg_number : `${vehicle.reg_number} · ${vehicle.display_name}`;
  return (
    <Box className={classes.entry} data-testid="service-due-entry">
      <Text size="sm" fw={600} truncate="end">
        {reminder.customer.display_name}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" title={vehicleText}>
        {vehicleText}
      </Text>
      <Group gap={6} mt={2} wrap="nowrap">
        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
          {date}
        </Text>
        <Badge size="xs" variant="light" color={TONE_COLOR[tone]} style={{ flexShrink: 0 }}>
          {t(TONE_TEXT[tone])}
        </Badge>
        {actions && (
          <Button
            size="compact-xs"
            variant="subtle"
            ml="auto"
            loading={move.isPending}
            onClick={() => move.mutate()}
            aria-label={t(done ? 'panel.reopenFor' : 'panel.markDoneFor', {
              name: reminder.customer.display_name,
              plate: vehicle.reg_number,
            })}
          >
            {t(done ? 'panel.reopen' : 'panel.markDone')}
          </Button>
        )}
      </Group>
    </Box>
  );
}
