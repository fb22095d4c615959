import { notifications } from '@mantine/notifications';

export type ToastKind = 'error' | 'success' | 'info';

const COLORS: Record<ToastKind, string> = { error: 'red', success: 'teal', info: 'blue' };
/** Spec 8: toasts last 3 seconds at the bottom. */
export const TOAST_MS = 3000;
const recent = new Map<string, number>();

/** Shows a toast; the same text raised by several parallel calls shows once. */
export function toast(text: string, kind: ToastKind = 'error'): void {
  const now = Date.now();
  const last = recent.get(text);
  if (last !== undefined && now - last < TOAST_MS) return;
  recent.set(text, now);
  notifications.show({ message: text, color: COLORS[kind], autoClose: TOAST_MS, withBorder: true });
}
