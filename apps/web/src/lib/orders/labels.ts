import { useTranslation } from 'react-i18next';
import type { TKey } from '../i18n.ts';

/** Every status (orders and quotations) with a translated label. */
const STATUS_KEYS: Record<string, TKey> = {
  CREATED: 'orderLists.status.CREATED',
  SCHEDULED: 'orderLists.status.SCHEDULED',
  IN_PROGRESS: 'orderLists.status.IN_PROGRESS',
  WORK_STARTED: 'orderLists.status.WORK_STARTED',
  ON_HOLD: 'orderLists.status.ON_HOLD',
  ON_THE_WAY: 'orderLists.status.ON_THE_WAY',
  VEHICLE_READY: 'orderLists.status.VEHICLE_READY',
  SERVICE_NOTE: 'orderLists.status.SERVICE_NOTE',
  PAYMENT_DUE: 'orderLists.status.PAYMENT_DUE',
  PAYMENT_DONE: 'orderLists.status.PAYMENT_DONE',
  COMPLETED: 'orderLists.status.COMPLETED',
  PARTIAL_COMPLETED: 'orderLists.status.PARTIAL_COMPLETED',
  CANCELLED: 'orderLists.status.CANCELLED',
  ESCALATED: 'orderLists.status.ESCALATED',
  PENDING: 'orderLists.status.PENDING',
  RECEIVED: 'orderLists.status.RECEIVED',
  REJECTED: 'orderLists.status.REJECTED',
  DRAFT: 'orderLists.status.DRAFT',
  APPROVED: 'orderLists.status.APPROVED',
  CONVERTED: 'orderLists.status.CONVERTED',
};

/** The button that moves a document to a status. */
const MOVE_KEYS: Record<string, TKey> = {
  SCHEDULED: 'orderLists.moves.SCHEDULED',
  ON_THE_WAY: 'orderLists.moves.ON_THE_WAY',
  IN_PROGRESS: 'orderLists.moves.IN_PROGRESS',
  WORK_STARTED: 'orderLists.moves.WORK_STARTED',
  ON_HOLD: 'orderLists.moves.ON_HOLD',
  ESCALATED: 'orderLists.moves.ESCALATED',
  VEHICLE_READY: 'orderLists.moves.VEHICLE_READY',
  COMPLETED: 'orderLists.moves.COMPLETED',
  CANCELLED: 'orderLists.moves.CANCELLED',
  APPROVED: 'orderLists.moves.APPROVED',
  CONVERTED: 'orderLists.moves.CONVERTED',
};

export function statusKey(status: string): TKey | null {
  return STATUS_KEYS[status] ?? null;
}

export function moveKey(status: string): TKey | null {
  return MOVE_KEYS[status] ?? null;
}

export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => {
    const key = statusKey(status);
    return key ? t(key) : status;
  };
}

export function useMoveLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => {
    const key = moveKey(status);
    return key ? t(key) : status;
  };
}

export function useTypeLabel(): (type: string) => string {
  const { t } = useTranslation();
  return (type) => (type === 'REPAIR_ORDER' || type === 'COUNTER_SALE' || type === 'AMC' ? t(`orderLists.types.${type}`) : type);
}
