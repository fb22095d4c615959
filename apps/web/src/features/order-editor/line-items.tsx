import type { PricedLine, PriceRules } from '@garage/domain';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPackage, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaxCategory } from '../../lib/api/masters.ts';
import { groupByPackage } from '../../lib/orders/document-lines.ts';
import type { AmcState } from './amc-rules.ts';
import type { LineDraft } from './editor-draft.ts';
import { LineCard } from './line-card.tsx';
import type { SerialsContext } from './line-serials.tsx';
import type { StockHint } from './stock-hints.ts';

export interface MoneyFormat {
  currency: string;
  digits: number;
}

// ---- lines ---------------------------------------------------------------------------------------------------------

export interface LinesProps {
  lines: readonly LineDraft[];
  priced: readonly PricedLine[] | null;
  amc: ReadonlyMap<string, AmcState>;
  stock: ReadonlyMap<number, string>;
  /** Running stock per part line: on hand and what the lines so far ask for (decision 056). */
  stockHints?: ReadonlyMap<string, StockHint>;
  /** Offers to record a lost sale for a line that asks for more than is on hand. */
  onLostSale?: (line: LineDraft, hint: StockHint) => void;
  taxCategories: readonly TaxCategory[];
  priceRules: PriceRules;
  itemWiseDiscount: boolean;
  taxApplicable: boolean;
  money: MoneyFormat;
  readOnly: boolean;
  /** Show inline errors (after a refused Next). */
  showErrors: boolean;
  /** Where part lines choose serial numbers; null on a quotation (decision 056 addendum). */
  serials?: SerialsContext | null;
  onChange: (key: string, patch: Partial<LineDraft>) => void;
  onRemove: (keys: readonly string[]) => void;
}

/** The order's lines, package items grouped under the package name. */
export function Lines(props: LinesProps) {
  const { t } = useTranslation();
  const groups = groupByPackage(props.lines);
  const index = new Map(props.lines.map((l, i) => [l.key, i]));
  return (
    <Stack gap="sm">
      {groups.map((g) =>
        g.packageName ? (
          <Paper
            key={`k:${g.packageName}`}
            withBorder
            p="xs"
            bg="var(--mantine-color-gray-0)"
            role="group"
            aria-label={g.packageName}
          >
            <Group justify="space-between" mb={6} gap="xs" wrap="nowrap">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconPackage size={16} aria-hidden />
                <Text fw={650} size="sm" truncate>
                  {g.packageName}
                </Text>
                <Badge size="xs" variant="light" tt="none">
                  {t('orderEditor.lines.package')}
                </Badge>
              </Group>
              {!props.readOnly && (
                <Tooltip label={t('orderEditor.lines.removePackage', { name: g.packageName })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('orderEditor.lines.removePackage', { name: g.packageName })}
                    onClick={() => props.onRemove(g.lines.map((l) => l.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <Stack gap={6}>
              {g.lines.map((l) => (
                <LineCard key={l.key} {...props} line={l} linePriced={props.priced?.[index.get(l.key) ?? -1] ?? null} />
              ))}
            </Stack>
          </Paper>
        ) : (
          g.lines.map((l) => (
            <LineCard key={l.key} {...props} line={l} linePriced={props.priced?.[index.get(l.key) ?? -1] ?? null} />
          ))
        ),
      )}
    </Stack>
  );
}
