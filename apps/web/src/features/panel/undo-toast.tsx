import { Button, Group, Text } from '@mantine/core';
import { loadNotifications } from '../../lib/toast.ts';

/** How long an action can be undone from its notification (longer than a plain toast: the user must read and reach it). */
export const UNDO_MS = 8000;

/**
 * A notification saying what was just done, with an Undo button for `UNDO_MS`. Undo closes the
 * notification and runs `onUndo` (which reverts through the server).
 */
export function showUndoToast(options: { text: string; undoLabel: string; undoAriaLabel: string; onUndo: () => void }): void {
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  void loadNotifications().then((notifications) =>
    notifications.show({
      id,
      color: 'teal',
      withBorder: true,
      autoClose: UNDO_MS,
      message: (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{options.text}</Text>
          <Button
            size="compact-sm"
            variant="light"
            aria-label={options.undoAriaLabel}
            onClick={() => {
              notifications.hide(id);
              options.onUndo();
            }}
          >
            {options.undoLabel}
          </Button>
        </Group>
      ),
    }),
  );
}
