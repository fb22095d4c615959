import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
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
  const service = (s: Service, packageName: string | null) =>
    serviceLine(s, packageName, amcDiscountFor(amcItems, 'service', s.service_id));
  const part = (p: Part, packageName: string | null) =>
    partLine(p, packageName, amcDiscountFor(amcItems, 'part', p.part_id), pricing.prices.hidePurchase);

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
