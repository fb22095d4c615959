import { ADVISORY_ROLES, type AdvisoryTopic, hasAnyRole, isApologyReply } from '@garage/domain';

/** The panel's tabs (spec shell 4: exactly one of these). */
export const ADVISORY_TABS = ['recommendations', 'oil', 'service', 'tyre'] as const;
export type AdvisoryTab = (typeof ADVISORY_TABS)[number];

/** One step of the tab strip's arrows (spec 2.7: 100 px). */
export const TAB_SCROLL_STEP = 100;

export interface Choice {
  id: number;
  name: string;
}

export interface AdvisoryState {
  brand: Choice | null;
  model: Choice | null;
  /** The vehicle the panel is about (from the page), when there is one. */
  userCarId: number | null;
  /** The model is settled: badges and tabs are shown (state (c)). */
  confirmed: boolean;
  tab: AdvisoryTab;
  results: Partial<Record<AdvisoryTopic, string>>;
  /** A message of the selection form (spec 5), as a catalogue key of the advisory namespace. */
  selectionError: SelectionError | null;
}

export type SelectionError = 'selectBrandFirst' | 'selectModelToContinue' | 'modelWithoutBrand';

export type PanelView = 'denied' | 'select' | 'model';

/** Spec 2.7: (a) without one of the roles, (b) without a known model, (c) with one. */
export function panelView(roles: readonly string[], state: Pick<AdvisoryState, 'model' | 'confirmed'>): PanelView {
  if (!hasAnyRole(roles, ADVISORY_ROLES)) return 'denied';
  return state.confirmed && state.model ? 'model' : 'select';
}

export const initialAdvisoryState: AdvisoryState = {
  brand: null,
  model: null,
  userCarId: null,
  confirmed: false,
  tab: 'recommendations',
  results: {},
  selectionError: null,
};

/** A vehicle of the page, as the recommendations call describes it. */
export interface KnownVehicle {
  user_car_id: number;
  brand_id: number | null;
  brand_name: string | null;
  model_id: number | null;
  model_name: string | null;
}

export type AdvisoryAction =
  | { type: 'vehicle'; vehicle: KnownVehicle | null }
  | { type: 'pickBrand'; brand: Choice | null }
  | { type: 'pickModel'; model: Choice | null }
  | { type: 'show' }
  | { type: 'reset' }
  | { type: 'tab'; tab: AdvisoryTab }
  | { type: 'answer'; topic: AdvisoryTopic; html: string };

export function advisoryReducer(state: AdvisoryState, action: AdvisoryAction): AdvisoryState {
  switch (action.type) {
    case 'vehicle': {
      const v = action.vehicle;
      if (!v) return initialAdvisoryState;
      const brand = v.brand_id !== null ? { id: v.brand_id, name: v.brand_name ?? '' } : null;
      const model = brand && v.model_id !== null ? { id: v.model_id, name: v.model_name ?? '' } : null;
      // A vehicle with a known model opens on its badges; one without goes to the selection with its brand.
      return { ...initialAdvisoryState, userCarId: v.user_car_id, brand, model, confirmed: model !== null };
    }
    case 'pickBrand':
      // Picking a brand clears the model (its models reload); clearing it leaves no models at all.
      return { ...state, brand: action.brand, model: null, selectionError: null };
    case 'pickModel':
      if (!state.brand) return { ...state, model: null, selectionError: 'modelWithoutBrand' };
      return { ...state, model: action.model, selectionError: null };
    case 'show':
      if (!state.brand) return { ...state, selectionError: 'selectBrandFirst' };
      if (!state.model) return { ...state, selectionError: 'selectModelToContinue' };
      return { ...state, confirmed: true, tab: 'recommendations', results: {}, selectionError: null };
    case 'reset':
      return { ...initialAdvisoryState };
    case 'tab':
      return { ...state, tab: action.tab };
    case 'answer':
      // Spec 4: a reply containing 'sorry' clears every advisory result.
      if (isApologyReply(action.html)) return { ...state, results: {} };
      return { ...state, results: { ...state.results, [action.topic]: action.html } };
  }
}

/** Where the tab strip goes after an arrow press: one step, never past either end. */
export function scrollTarget(current: number, direction: -1 | 1, maxScroll: number): number {
  return Math.min(Math.max(current + direction * TAB_SCROLL_STEP, 0), Math.max(maxScroll, 0));
}

/** The order link of the Recommendations tab (spec 2.7: query parameter order={order_id}). */
export function orderLink(orderId: number): string {
  return `/tabs/order-details?order=${orderId}`;
}

/** Spec 2.7: the order opens in a new tab only on desktop web; phones and the installed app stay in place. */
export function opensInNewTab(desktopWidth: boolean, standalone: boolean): boolean {
  return desktopWidth && !standalone;
}

/** What the panel's views send to the advisory reducer. */
export type Dispatch = (action: AdvisoryAction) => void;
