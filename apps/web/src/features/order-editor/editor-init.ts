import type { Vehicle } from '../../lib/api/masters.ts';
import type { PickedCustomer } from '../../lib/masters/select-customer.tsx';
import type { Order } from '../../lib/orders/orders-api.ts';
import { loadCustomer, loadDocument, loadMasters } from './editor-api.ts';
import { draftFromOrder, type EditorDraft, emptyDraft } from './editor-draft.ts';
import type { EditorDocument, EditorMode, EditorSearch } from './editor-mode.ts';
import { enrichLines } from './line-factory.ts';
import { odometerFor } from './payload-rules.ts';

/** What the editor starts from: the draft, and the customer, vehicle and document it belongs to. */
export interface EditorInit {
  draft: EditorDraft;
  customer: PickedCustomer | null;
  vehicle: Vehicle | null;
  existing: Order | null;
}

/**
 * An existing document (EDIT, COPY, VIEW…) with its customer and its lines' masters, or a new draft for
 * the customer (and vehicle) of the address: a customer's only vehicle is chosen unless it is a counter sale.
 */
export async function loadEditorInit(
  document: EditorDocument,
  documentId: number | undefined,
  mode: EditorMode,
  search: EditorSearch,
  timeZone: string,
): Promise<EditorInit> {
  if (documentId !== undefined) {
    const order = await loadDocument(document, documentId);
    const draft = draftFromOrder(order, mode, timeZone);
    const ids = (kind: 'service' | 'part') =>
      draft.lines.filter((l) => l.kind === kind && l.itemId !== null).map((l) => l.itemId as number);
    const [masters, customer] = await Promise.all([loadMasters(ids('service'), ids('part')), loadCustomer(order.customer_id)]);
    draft.lines = enrichLines(draft.lines, masters);
    const vehicle = customer.vehicles.find((v) => v.user_car_id === order.user_car_id) ?? null;
    return { draft, customer, vehicle, existing: order };
  }
  const draft = emptyDraft(search.type ?? 'REPAIR_ORDER');
  if (search.customer_id === undefined) return { draft, customer: null, vehicle: null, existing: null };
  const customer = await loadCustomer(search.customer_id);
  const vehicle =
    customer.vehicles.find((v) => v.user_car_id === search.user_car_id) ??
    (draft.orderType !== 'COUNTER_SALE' && customer.vehicles.length === 1 ? (customer.vehicles[0] ?? null) : null);
  return {
    draft: {
      ...draft,
      customerId: customer.customer_id,
      vehicleId: vehicle?.user_car_id ?? null,
      odometer: odometerFor(draft.odometer, vehicle),
    },
    customer,
    vehicle,
    existing: null,
  };
}
