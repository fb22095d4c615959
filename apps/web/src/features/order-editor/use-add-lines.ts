import { useQuery } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { customerPriceMapQuery } from '../../lib/api/customer-prices.ts';
import type { Part, Service, ServicePackage } from '../../lib/api/masters.ts';
import { toast } from '../../lib/toast.ts';
import { loadPart, loadService } from './editor-api.ts';
import type { EditorDraft } from './editor-draft.ts';
import type { EditorAction } from './editor-reducer.ts';
import { amcDiscountFor, partLine, serviceLine } from './line-factory.ts';
import type { EditorPricing } from './use-editor-pricing.ts';

/** Adding lines: a catalogue service or part, a package's items (once), an AMC contract item. */
export function useAddLines(draft: EditorDraft, pricing: EditorPricing, dispatch: Dispatch<EditorAction>) {
  const { t } = useTranslation();
  const amcItems = pricing.isAmc ? (pricing.amcItems.data ?? []) : null;
  // The customer's own prices (decision 060) stand for the master price: the line starts at it and the
  // price roles compare with it, as the server does.
  const customerId = draft.customerId ?? 0;
  const partPrices = useQuery({ ...customerPriceMapQuery(customerId, 'part'), enabled: customerId > 0 });
  const servicePrices = useQuery({ ...customerPriceMapQuery(customerId, 'service'), enabled: customerId > 0 });
  const service = (s: Service, packageName: string | null) => {
    const own = servicePrices.data?.get(s.service_id);
    return serviceLine(own ? { ...s, price: own } : s, packageName, amcDiscountFor(amcItems, 'service', s.service_id));
  };
  const part = (p: Part, packageName: string | null) => {
    const own = partPrices.data?.get(p.part_id);
    return partLine(
      own ? { ...p, selling_price: own } : p,
      packageName,
      amcDiscountFor(amcItems, 'part', p.part_id),
      pricing.prices.hidePurchase,
    );
  };

  const addService = (s: Service) => dispatch({ type: 'linesAdded', lines: [service(s, null)] });
  const addPart = (p: Part) => dispatch({ type: 'linesAdded', lines: [part(p, null)] });
  const addPackage = (k: ServicePackage) => {
    if (draft.lines.some((l) => l.packageName === k.service_package_name)) {
      toast(t('orderEditor.lines.packageTwice', { name: k.service_package_name }), 'info');
      return;
    }
    const name = k.service_package_name;
    dispatch({ type: 'linesAdded', lines: [...k.services.map((s) => service(s, name)), ...k.parts.map((p) => part(p, name))] });
  };
  /** A service or part known by id (an AMC contract item, a recommendation): loaded from the master, then added. */
  const addItem = async (kind: 'service' | 'part', id: number) => {
    try {
      if (kind === 'service') addService(await loadService(id));
      else addPart(await loadPart(id));
    } catch {
      // The central handler has said why.
    }
  };
  return { addService, addPart, addPackage, addItem, addAmcItem: addItem };
}
