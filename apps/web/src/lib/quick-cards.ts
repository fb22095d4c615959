import { ORDER_CREATE, QUOTE_READ } from '@garage/contract/meta';
import { hasAnyRole, type Role } from '@garage/domain';
import { isOn, type PropertyMap } from './api/session-data.ts';
import type { FeatureSlug } from './feature-registry.ts';
import type { TKey } from './i18n.ts';

export type CardId = 'createRepairOrder' | 'counterSale' | 'quotations' | 'inspections' | 'serviceMonitorBoard' | 'partsApproval';

/** What happens instead of opening: a toast (permission) or an alert (module not enabled). */
export type CardBlock = { kind: 'toast'; reason: 'accessDenied' } | { kind: 'alert'; reason: 'notEnabled' };

export interface QuickCard {
  id: CardId;
  title: TKey;
  slug: FeatureSlug;
  block: CardBlock | null;
  /** Opens the order editor (a repair order or a counter sale) instead of the slug. */
  editor?: 'REPAIR_ORDER' | 'COUNTER_SALE';
}

export interface QuickCardContext {
  roles: readonly Role[];
  properties: PropertyMap;
  subscriptionType: 'TRIAL' | 'PAID' | null;
  /** The garage's part_issuance_enabled (the property map may also carry it). */
  partIssuanceEnabled: boolean;
}

const DENIED: CardBlock = { kind: 'toast', reason: 'accessDenied' };
const NOT_ENABLED: CardBlock = { kind: 'alert', reason: 'notEnabled' };

/** Dashboard quick cards of spec 2.4, each with the reason it cannot be opened, if any. */
export function quickCards(ctx: QuickCardContext): QuickCard[] {
  const trial = ctx.subscriptionType === 'TRIAL';
  const on = (name: string) => isOn(ctx.properties, name);
  const partIssuance = ctx.partIssuanceEnabled || on('partIssuanceEnabled');
  return [
    {
      id: 'createRepairOrder',
      title: 'dashboard.cards.createRepairOrder',
      slug: 'create-repair-order',
      // Shell 6: create mode needs the owner or create/edit order; others get the spec's toast.
      block: hasAnyRole(ctx.roles, ORDER_CREATE) ? null : DENIED,
      editor: 'REPAIR_ORDER',
    },
    {
      id: 'counterSale',
      title: 'dashboard.cards.counterSale',
      slug: 'inventory-counter-sale',
      block: hasAnyRole(ctx.roles, ORDER_CREATE) ? null : DENIED,
      editor: 'COUNTER_SALE',
    },
    {
      id: 'quotations',
      title: 'dashboard.cards.quotations',
      slug: 'quotation',
      // The quotation list: its quotations and the "Create Quotation" button.
      block: !(on('quoteEnabled') || trial) ? NOT_ENABLED : hasAnyRole(ctx.roles, QUOTE_READ) ? null : DENIED,
    },
    {
      id: 'inspections',
      title: 'dashboard.cards.inspections',
      slug: 'inspection',
      block: on('inspectionEnabled') || trial ? null : NOT_ENABLED,
    },
    {
      id: 'serviceMonitorBoard',
      title: 'dashboard.cards.serviceMonitorBoard',
      slug: 'service-monitor-board',
      block: hasAnyRole(ctx.roles, ['EDIT_ORDER', 'CREATE_ORDER', 'VIEW_ORDER', 'GARAGE_OWNER']) ? null : DENIED,
    },
    {
      id: 'partsApproval',
      title: 'dashboard.cards.partsApproval',
      slug: 'part-approval',
      block: partIssuance && hasAnyRole(ctx.roles, ['GARAGE_OWNER', 'PARTS_APPROVAL']) ? null : DENIED,
    },
  ];
}
