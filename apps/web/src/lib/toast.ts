import type { notifications as NotificationsStore } from '@mantine/notifications';
import { createElement } from 'react';

export type ToastKind = 'error' | 'success' | 'info';

const COLORS: Record<ToastKind, string> = { error: 'red', success: 'teal', info: 'blue' };
/** Spec 8: toasts last 3 seconds at the bottom. */
export const TOAST_MS = 3000;
const recent = new Map<string, number>();

// @mantine/notifications and its container load with the first notification, not with the first page
// (decision 042): most pages never show one. app/providers.tsx mounts the container once `wanted` turns true;
// a notification shown before it is mounted waits in the package's store and shows when it is.
let wanted = false;
const listeners = new Set<() => void>();

/** Whether a notification was asked for (the container is then mounted). */
export function notificationsWanted(): boolean {
  return wanted;
}

export function subscribeNotificationsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notifications store, loaded on first use; mounts the container. */
export function loadNotifications(): Promise<typeof NotificationsStore> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('@mantine/notifications').then((m) => m.notifications);
}

/** A link under a toast's text (Procure's "Open PO-00004"). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Shows a toast; the same text raised by several parallel calls shows once. */
export function toast(text: string, kind: ToastKind = 'error', action?: ToastAction): void {
  const now = Date.now();
  const last = recent.get(text);
  if (last !== undefined && now - last < TOAST_MS) return;
  recent.set(text, now);
  void loadNotifications().then((notifications) =>
    notifications.show({
      message: action ? messageWithAction(text, action) : text,
      color: COLORS[kind],
      // A toast with a link stays long enough to reach it.
      autoClose: action ? TOAST_MS * 2 : TOAST_MS,
      withBorder: true,
    }),
  );
}

function messageWithAction(text: string, action: ToastAction) {
  return createElement(
    'span',
    null,
    text,
    ' ',
    createElement(
      'button',
      {
        type: 'button',
        onClick: action.onClick,
        style: {
          background: 'none',
          border: 0,
          padding: 0,
          color: 'var(--mantine-color-anchor)',
          textDecoration: 'underline',
          cursor: 'pointer',
          font: 'inherit',
        },
      },
      action.label,
    ),
  );
}
