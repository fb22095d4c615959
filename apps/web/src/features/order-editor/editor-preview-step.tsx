import { useRouter } from '@tanstack/react-router';
import { useShellData } from '../../lib/api/session-data.ts';
import { vehicleName } from '../../lib/masters/vehicle-name.ts';
import type { EditorDocument } from './editor-mode.ts';
import type { EditorState } from './editor-reducer.ts';
import { splitBillPreview } from './insurance-rules.ts';
import { OrderPreview } from './order-preview.tsx';
import type { TotalsResult } from './totals-rules.ts';
import type { EditorPricing } from './use-editor-pricing.ts';

export interface EditorPreviewStepProps {
  document: EditorDocument;
  title: string;
  state: EditorState;
  pricing: EditorPricing;
  totals: Extract<TotalsResult, { ok: true }>;
  date: Date | string;
  actionLabel: string | null;
  /** PREPARE_INVOICE: the preview is the invoice about to be created. */
  invoicing: boolean;
  onConfirm: () => Promise<boolean>;
}

/** The preview step of the editor: the draft as the document the user confirms (spec 2.2). */
export function EditorPreviewStep({
  document,
  title,
  state,
  pricing,
  totals,
  date,
  actionLabel,
  invoicing,
  onConfirm,
}: EditorPreviewStepProps) {
  const router = useRouter();
  const { garage } = useShellData();
  const { draft, customer, vehicle } = state;
  return (
    <OrderPreview
      document={document}
      title={title}
      orderType={draft.orderType}
      garage={garage}
      customer={customer}
      vehicle={
        vehicle
          ? { display_name: vehicleName(vehicle, pricing.rules) || vehicle.display_name, reg_number: vehicle.reg_number }
          : null
      }
      odometer={draft.odometer}
      lines={draft.lines}
      priced={totals.priced}
      rowLines={totals.rowLines}
      itemWiseDiscount={draft.itemWiseDiscount}
      taxApplicable={pricing.settings.taxApplicable}
      taxCategories={pricing.taxCategories}
      lpoNumber={draft.lpoNumber}
      customerRemarks={draft.customerRemarks}
      garageRecommendation={draft.garageRecommendation}
      signatureUrl={draft.signatureUrl}
      date={date}
      money={pricing.money}
      actionLabel={actionLabel}
      invoice={
        invoicing ? { split: splitBillPreview(draft.lines, totals.priced.lines, pricing.taxCategories, pricing.settings) } : null
      }
      onConfirm={onConfirm}
      onBack={() => router.history.back()}
    />
  );
}
