import { ORDER_TYPES, type OrderType } from '@garage/domain';

/** The editor's address: which document, which mode, and where it was opened from. */

export type EditorDocument = 'ORDER' | 'QUOTE';
export const EDITOR_MODES = ['CREATE', 'EDIT', 'COPY', 'EDIT_ESTIMATE', 'PREPARE_INVOICE', 'VIEW'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];

/** Search parameters of /tabs/create-repair-order (and of the quotation routes, which use only a few). */
export interface EditorSearch {
  type?: OrderType;
  mode?: EditorMode;
  order_id?: number;
  customer_id?: number;
  user_car_id?: number;
  from?: 'customer-details';
  /** The preview step of the editor (an entry of the browser history, so Back returns to the form). */
  step?: 'preview';
}

function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Reads the editor's search parameters; anything unknown is left out so links stay short. */
export function parseEditorSearch(search: Record<string, unknown>): EditorSearch {
  const out: EditorSearch = {};
  const type = ORDER_TYPES.find((t) => t === search.type);
  if (type) out.type = type;
  const mode = EDITOR_MODES.find((m) => m === search.mode);
  if (mode) out.mode = mode;
  const orderId = positiveId(search.order_id);
  if (orderId !== undefined) out.order_id = orderId;
  const customerId = positiveId(search.customer_id);
  if (customerId !== undefined) out.customer_id = customerId;
  const carId = positiveId(search.user_car_id);
  if (carId !== undefined) out.user_car_id = carId;
  if (search.from === 'customer-details') out.from = 'customer-details';
  if (search.step === 'preview') out.step = 'preview';
  return out;
}

/** A mode that needs an existing document; without one it falls back to CREATE. */
export function effectiveMode(mode: EditorMode | undefined, documentId: number | undefined): EditorMode {
  const m = mode ?? (documentId !== undefined ? 'EDIT' : 'CREATE');
  return m !== 'CREATE' && documentId === undefined ? 'CREATE' : m;
}

/** Whether the mode makes a new document (CREATE, COPY) rather than changing one. */
export function isNewDocument(mode: EditorMode): boolean {
  return mode === 'CREATE' || mode === 'COPY';
}
