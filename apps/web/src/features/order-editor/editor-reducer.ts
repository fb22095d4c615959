import type { OrderType } from '@garage/domain';
import type { Vehicle } from '../../lib/api/masters.ts';
import type { PickedCustomer } from '../../lib/masters/select-customer.tsx';
import type { EditorDraft, LineDraft } from './editor-draft.ts';
import { type DraftIssue, odometerFor } from './payload-rules.ts';

/**
 * The editor's state and its named actions (useReducer): the draft, the chosen customer and vehicle, and
 * the problems found by the last "Next". Pure, so every change of the form is unit-tested.
 */
export interface EditorState {
  draft: EditorDraft;
  customer: PickedCustomer | null;
  vehicle: Vehicle | null;
  /** Problems are shown once the user pressed Next (and cleared field by field as they are fixed). */
  showErrors: boolean;
  issues: DraftIssue[];
}

/** The plain fields of the draft a form input changes directly. */
export type DraftField =
  | 'itemWiseDiscount'
  | 'discountType'
  | 'discountValue'
  | 'deliveryTime'
  | 'odometer'
  | 'lpoNumber'
  | 'garageRecommendation'
  | 'customerRemarks'
  | 'comments'
  | 'properties'
  | 'expiryDate'
  | 'purchaseDate'
  | 'fulfilmentDate';

export type EditorAction =
  | { type: 'orderTypeChanged'; orderType: OrderType }
  | { [F in DraftField]: { type: 'fieldChanged'; field: F; value: EditorDraft[F] } }[DraftField]
  | { type: 'customerPicked'; customer: PickedCustomer | null }
  | { type: 'vehiclePicked'; vehicle: Vehicle | null }
  /** A vehicle created from the editor joins the customer's vehicles and is chosen. */
  | { type: 'vehicleAdded'; vehicle: Vehicle; known: readonly Vehicle[] }
  | { type: 'linesAdded'; lines: LineDraft[] }
  | { type: 'lineChanged'; key: string; patch: Partial<LineDraft> }
  | { type: 'linesRemoved'; keys: readonly string[] }
  | { type: 'signatureSaved'; url: string }
  | { type: 'checked'; issues: DraftIssue[] };

export function initialEditorState(init: {
  draft: EditorDraft;
  customer: PickedCustomer | null;
  vehicle: Vehicle | null;
}): EditorState {
  return { draft: init.draft, customer: init.customer, vehicle: init.vehicle, showErrors: false, issues: [] };
}

const without = (issues: DraftIssue[], ...fixed: DraftIssue[]) => issues.filter((i) => !fixed.includes(i));

function pickVehicle(state: EditorState, vehicle: Vehicle | null): EditorState {
  return {
    ...state,
    vehicle,
    draft: { ...state.draft, vehicleId: vehicle?.user_car_id ?? null, odometer: odometerFor(state.draft.odometer, vehicle) },
    issues: without(state.issues, 'vehicle'),
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const draft = state.draft;
  switch (action.type) {
    case 'orderTypeChanged':
      return { ...state, draft: { ...draft, orderType: action.orderType } };
    case 'fieldChanged':
      return { ...state, draft: { ...draft, [action.field]: action.value } };
    case 'customerPicked': {
      const c = action.customer;
      // A customer's only vehicle is chosen for the user (not for a counter sale, where it is optional).
      const only = c?.vehicles?.length === 1 && draft.orderType !== 'COUNTER_SALE' ? (c.vehicles[0] ?? null) : null;
      return {
        ...state,
        customer: c,
        vehicle: only,
        draft: {
          ...draft,
          customerId: c?.customer_id ?? null,
          vehicleId: only?.user_car_id ?? null,
          ...(only ? { odometer: odometerFor(draft.odometer, only) } : {}),
        },
        issues: without(state.issues, 'customer', 'vehicle'),
      };
    }
    case 'vehiclePicked':
      return pickVehicle(state, action.vehicle);
    case 'vehicleAdded': {
      const customer = state.customer
        ? { ...state.customer, vehicles: [...(state.customer.vehicles ?? action.known), action.vehicle] }
        : state.customer;
      return pickVehicle({ ...state, customer }, action.vehicle);
    }
    case 'linesAdded':
      return { ...state, draft: { ...draft, lines: [...draft.lines, ...action.lines] }, issues: without(state.issues, 'lines') };
    case 'lineChanged':
      return {
        ...state,
        draft: { ...draft, lines: draft.lines.map((l) => (l.key === action.key ? { ...l, ...action.patch } : l)) },
      };
    case 'linesRemoved':
      return { ...state, draft: { ...draft, lines: draft.lines.filter((l) => !action.keys.includes(l.key)) } };
    case 'signatureSaved':
      return { ...state, draft: { ...draft, signatureUrl: action.url } };
    case 'checked':
      return { ...state, showErrors: true, issues: action.issues };
  }
}
