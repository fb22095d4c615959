import { findUnit, type PricedLine } from '@garage/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { type Formatter, useFormat } from '../../lib/format.ts';
import { currentLanguage, type TKey } from '../../lib/i18n.ts';
import { itemCodeLabel } from '../../lib/masters/item-code.ts';
import { taxCategoryShort } from '../../lib/masters/tax-category-label.ts';
import { message } from '../../lib/messages.ts';
import { type LineDraft, trimDecimal } from './editor-draft.ts';
import type { LinesProps } from './line-items.tsx';
import { type LineIssue, lineIssues } from './line-rules.ts';
import { LineSerials } from './line-serials.tsx';

const PERCENT_LABELS: Partial<Record<LineIssue['field'], TKey>> = {
  discount: 'orderEditor.lines.discount',
  insurancePercentage: 'orderEditor.lines.insurance',
  customerPercentage: 'orderEditor.lines.customerShare',
};

function issueText(
  issue: LineIssue | undefined,
  line: LineDraft,
  format: Formatter,
  invalid: string,
  fieldLabel: string,
): string | undefined {
  if (!issue) return undefined;
  const language = currentLanguage();
  if (issue.key === 'order.priceAboveMaster') {
    return message(issue.key, language, {
      name: line.name,
      price: format.money(line.masterPrice),
    });
  }
  if (issue.key === 'order.priceRestricted') return message(issue.key, language, { name: line.name });
  if (issue.key === 'order.wholeUnitQuantity')
    return message(issue.key, language, { name: line.name, unit: findUnit(line.unitId)?.symbol ?? '' });
  if (issue.key === 'order.quantity' || issue.key === 'order.sharesOver100') return message(issue.key, language);
  if (issue.key === 'field.percent') return message(issue.key, language, { field: fieldLabel });
  return invalid;
}

export function LineCard({
  line,
  linePriced: priced,
  amc,
  stock,
  stockHints,
  onLostSale,
  taxCategories,
  priceRules,
  itemWiseDiscount,
  taxApplicable,
  readOnly,
  showErrors,
  serials,
  onChange,
  onRemove,
}: LinesProps & { line: LineDraft; linePriced: PricedLine | null }) {
  const format = useFormat();
  const { t } = useTranslation();
  const { garage } = useShellData();
  const codeLabel = itemCodeLabel(t, garage.country_code, line.kind, 'short');
  const issues = lineIssues(line, priceRules);
  const byField = (f: LineIssue['field']) => issues.find((i) => i.field === f);
  // Price errors show at once (the user is typing against a limit); the others after a refused Next.
  const shown = (f: LineIssue['field']) => {
    const issue = byField(f);
    if (!issue) return undefined;
    if (f === 'unitPrice' || showErrors || (f === 'quantity' && line.quantity.trim() !== ''))
      return issueText(issue, line, format, t('orderEditor.lines.invalidNumber'), PERCENT_LABELS[f] ? t(PERCENT_LABELS[f]) : '');
    return undefined;
  };
  const amcState = amc.get(line.key);
  const left = line.kind === 'part' && line.itemId !== null ? stock.get(line.itemId) : undefined;
  const hint = stockHints?.get(line.key);
  const fmt = (v: string | null) => format.money(v);
  const priceLocked = readOnly || (priceRules.readOnly && line.masterPrice !== null);
  const taxData = useMemo(
    () =>
      taxCategories
        .filter((c) => c.active || c.tax_category_id === line.taxCategoryId)
        .map((c) => ({ value: String(c.tax_category_id), label: taxCategoryShort(c, format.locale) })),
    [taxCategories, line.taxCategoryId, format.locale],
  );
  const set = (patch: Partial<LineDraft>) => onChange(line.key, patch);

  return (
    <Paper withBorder p="xs" role="group" aria-label={line.name}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start" mb={6}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Badge
              size="xs"
              variant="light"
              color={line.kind === 'service' ? 'workshop' : 'grape'}
              tt="none"
              style={{ flexShrink: 0 }}
            >
              {line.kind === 'service' ? t('orderEditor.lines.service') : t('orderEditor.lines.part')}
            </Badge>
            <Text fw={600} size="sm" truncate>
              {line.name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {[
              line.code && codeLabel ? `${codeLabel} ${line.code}` : null,
              line.unitSymbol,
              !priceRules.hidePurchase && line.purchasePrice !== null
                ? t('orderEditor.lines.purchaseShort', { price: fmt(line.purchasePrice) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Text fw={650} size="sm" aria-label={t('orderEditor.lines.total')}>
            {priced ? fmt(priced.total) : '—'}
          </Text>
          {!readOnly && (
            <Tooltip label={t('orderEditor.lines.remove', { name: line.name })}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('orderEditor.lines.remove', { name: line.name })}
                onClick={() => onRemove([line.key])}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, lg: itemWiseDiscount ? 7 : 6 }} spacing="xs" verticalSpacing={6}>
        <TextInput
          size="xs"
          label={t('orderEditor.lines.quantity')}
          value={line.quantity}
          inputMode="decimal"
          required
          readOnly={readOnly}
          onChange={(e) => set({ quantity: e.currentTarget.value })}
          error={shown('quantity')}
          rightSection={
            line.unitSymbol ? (
              <Text size="xs" c="dimmed">
                {line.unitSymbol}
              </Text>
            ) : undefined
          }
        />
        <TextInput
          size="xs"
          label={t('orderEditor.lines.unitPrice')}
          value={line.unitPrice}
          inputMode="decimal"
          readOnly={priceLocked}
          description={
            priceRules.readOnly && line.masterPrice !== null && !readOnly ? t('orderEditor.lines.priceLocked') : undefined
          }
          onChange={(e) => set({ unitPrice: e.currentTarget.value })}
          error={shown('unitPrice')}
        />
        {itemWiseDiscount && (
          <TextInput
            size="xs"
            label={t('orderEditor.lines.discount')}
            value={line.discount}
            inputMode="decimal"
            placeholder="0"
            readOnly={readOnly}
            onChange={(e) => set({ discount: e.currentTarget.value })}
            error={shown('discount')}
            styles={amcState?.exceeded ? { input: { textDecoration: 'line-through' } } : undefined}
          />
        )}
        <Select
          size="xs"
          label={t('orderEditor.lines.taxCategory')}
          data={taxData}
          value={
            line.taxCategoryId === null
              ? line.masterTaxCategoryId === null
                ? null
                : String(line.masterTaxCategoryId)
              : String(line.taxCategoryId)
          }
          onChange={(v) => set({ taxCategoryId: v === null ? null : Number(v) })}
          placeholder={t('orderEditor.lines.noTax')}
          clearable={line.masterTaxCategoryId === null}
          disabled={!taxApplicable}
          readOnly={readOnly}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          size="xs"
          mt={{ base: 4, xs: 24 }}
          label={t('orderEditor.lines.taxInclusive')}
          checked={line.taxInclusive}
          disabled={readOnly || !taxApplicable}
          onChange={(e) => set({ taxInclusive: e.currentTarget.checked })}
        />
        <TextInput
          size="xs"
          label={t('orderEditor.lines.insurance')}
          value={line.insurancePercentage}
          inputMode="decimal"
          placeholder="—"
          readOnly={readOnly}
          onChange={(e) => set({ insurancePercentage: e.currentTarget.value })}
          error={shown('insurancePercentage')}
        />
        <TextInput
          size="xs"
          label={t('orderEditor.lines.customerShare')}
          value={line.customerPercentage}
          inputMode="decimal"
          placeholder="—"
          readOnly={readOnly}
          onChange={(e) => set({ customerPercentage: e.currentTarget.value })}
          error={shown('customerPercentage')}
        />
      </SimpleGrid>
      {serials && line.kind === 'part' && (
        <LineSerials line={line} context={serials} readOnly={readOnly} onChange={(codes) => set({ serials: codes })} />
      )}
      {(left !== undefined || amcState) && (
        <Group gap="md" mt={6}>
          {left !== undefined &&
            (hint?.short ? (
              <Group
                gap={6}
                wrap="wrap"
                role={hint.blocks ? 'alert' : 'status'}
                data-testid="stock-short"
                data-issue={hint.blocks || undefined}
              >
                <Text size="xs" c={hint.blocks ? 'red.8' : 'orange.8'} fw={600}>
                  <IconAlertTriangle size={12} style={{ verticalAlign: -1, marginRight: 4 }} aria-hidden />
                  {hint.blocks
                    ? t('orderEditor.lines.counterSaleShort', {
                        count: format.number(hint.onHand),
                        asked: format.number(hint.asked),
                      })
                    : t('orderEditor.lines.onlyInStock', { count: format.number(hint.onHand) })}
                </Text>
                {onLostSale && !readOnly && (
                  <Button size="compact-xs" variant="subtle" color="orange" onClick={() => onLostSale(line, hint)}>
                    {t('parts.lostSale.button')}
                  </Button>
                )}
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {t('orderEditor.lines.stock', { count: format.number(left) })}
              </Text>
            ))}
          {amcState && (
            <Text size="xs" c={amcState.exceeded ? 'orange.9' : 'teal.8'} role={amcState.exceeded ? 'alert' : undefined}>
              {amcState.exceeded && <IconAlertTriangle size={12} style={{ verticalAlign: -1, marginRight: 4 }} aria-hidden />}
              {amcState.exceeded
                ? t('orderEditor.amc.exceeded', {
                    remaining: format.number(amcState.remaining),
                    discount: trimDecimal(amcState.item.discount),
                  })
                : t('orderEditor.amc.covered', { remaining: format.number(amcState.remaining) })}
            </Text>
          )}
        </Group>
      )}
    </Paper>
  );
}
