import { Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type Dispatch, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { LostSaleModal, type LostSaleStart } from '../../lib/parts-on-orders/lost-sale-modal.tsx';
import type { EditorDraft } from './editor-draft.ts';
import type { EditorAction } from './editor-reducer.ts';
import { EditorSection } from './editor-section.tsx';
import { ItemPicker } from './item-picker.tsx';
import { Lines } from './line-items.tsx';
import type { SerialsContext } from './line-serials.tsx';
import { PartsCatalogueButton } from './parts-catalogue-button.tsx';
import { RecommendedItems } from './recommended-items.tsx';
import { stockHints } from './stock-hints.ts';
import type { useAddLines } from './use-add-lines.ts';
import type { EditorPricing } from './use-editor-pricing.ts';

export interface LinesSectionProps {
  draft: EditorDraft;
  pricing: EditorPricing;
  add: ReturnType<typeof useAddLines>;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  showErrors: boolean;
  issue: (i: 'lines' | 'discount') => boolean;
  /** Where part lines choose serial numbers; null on a quotation. */
  serials: SerialsContext | null;
  /** Saving takes the parts off the shelf (a new counter sale): a shortage blocks it (savingTakesStock). */
  takesStock?: boolean;
}

/** Services and parts: the picker, the lines, and the discount (per item or on the order). */
export function LinesSection({
  draft,
  pricing,
  add,
  dispatch,
  readOnly,
  showErrors,
  issue,
  serials,
  takesStock = false,
}: LinesSectionProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { totals, money, prices, stockMap } = pricing;
  const hints = useMemo(() => stockHints(draft.lines, stockMap, takesStock), [draft.lines, stockMap, takesStock]);
  const [lostSale, setLostSale] = useState<LostSaleStart | null>(null);
  return (
    <EditorSection title={t('orderEditor.sections.items')}>
      <Stack gap="sm">
        {!readOnly && (
          <ItemPicker
            stock={stockMap}
            priceRules={prices}
            money={money}
            onService={add.addService}
            onPart={add.addPart}
            onPackage={add.addPackage}
          />
        )}
        {!readOnly && <PartsCatalogueButton onPart={(id) => void add.addItem('part', id)} />}
        {!readOnly && draft.vehicleId !== null && (
          <RecommendedItems
            vehicleId={draft.vehicleId}
            present={new Set(draft.lines.map((l) => `${l.kind}:${l.itemId}`))}
            onAdd={(kind, id) => void add.addItem(kind, id)}
          />
        )}
        {draft.lines.length === 0 ? (
          <Text
            size="sm"
            c={issue('lines') ? 'red' : 'dimmed'}
            data-issue={issue('lines') || undefined}
            role={issue('lines') ? 'alert' : undefined}
          >
            {issue('lines') ? message('order.noLines', language) : t('orderEditor.lines.empty')}
          </Text>
        ) : (
          <Lines
            lines={draft.lines}
            priced={totals.ok ? totals.priced.lines : null}
            amc={pricing.amc}
            stock={stockMap}
            stockHints={hints}
            onLostSale={(line, hint) =>
              setLostSale({
                partId: line.itemId,
                partName: line.name,
                quantity: hint.shortBy,
                unitSymbol: line.unitSymbol,
                customerId: draft.customerId,
              })
            }
            taxCategories={pricing.taxCategories}
            priceRules={prices}
            itemWiseDiscount={draft.itemWiseDiscount}
            taxApplicable={pricing.settings.taxApplicable}
            money={money}
            readOnly={readOnly}
            showErrors={showErrors}
            serials={serials}
            onChange={(key, patch) => dispatch({ type: 'lineChanged', key, patch })}
            onRemove={(keys) => dispatch({ type: 'linesRemoved', keys })}
          />
        )}
        <Group gap="md" align="flex-end" wrap="wrap">
          <Switch
            label={t('orderEditor.discount.itemWise')}
            checked={draft.itemWiseDiscount}
            disabled={readOnly}
            onChange={(e) => dispatch({ type: 'fieldChanged', field: 'itemWiseDiscount', value: e.currentTarget.checked })}
          />
          {!draft.itemWiseDiscount && (
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <SegmentedControl
                size="xs"
                aria-label={t('orderEditor.discount.type')}
                value={draft.discountType}
                disabled={readOnly}
                onChange={(v) =>
                  dispatch({ type: 'fieldChanged', field: 'discountType', value: v === 'AMOUNT' ? 'AMOUNT' : 'PERCENTAGE' })
                }
                data={[
                  { value: 'PERCENTAGE', label: '%' },
                  { value: 'AMOUNT', label: t('orderEditor.discount.amount') },
                ]}
              />
              <TextInput
                size="xs"
                w={140}
                label={t('orderEditor.discount.order')}
                value={draft.discountValue}
                inputMode="decimal"
                readOnly={readOnly}
                onChange={(e) => dispatch({ type: 'fieldChanged', field: 'discountValue', value: e.currentTarget.value })}
                error={issue('discount') ? t('orderEditor.lines.invalidNumber') : undefined}
              />
            </Group>
          )}
        </Group>
      </Stack>
      <LostSaleModal start={lostSale} onClose={() => setLostSale(null)} />
    </EditorSection>
  );
}
