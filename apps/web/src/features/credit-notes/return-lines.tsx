import { Group, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { message } from '../../lib/messages.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { type CreditValues, quantityField, quantityLeft, sumQuantities, typedQuantityIssue } from './credit-rules.ts';

export interface ReturnLinesProps {
  invoice: Invoice;
  earlier: ReadonlyMap<number, readonly string[]>;
  form: UseFormReturnType<CreditValues>;
}

/**
 * The invoice's lines with what was billed, already returned and left, and the quantity to return
 * (0..left, decimals for parts sold by the litre). With "return everything" the inputs show what is left.
 */
export function ReturnLines({ invoice, earlier, form }: ReturnLinesProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const everything = form.getValues().complete_ro;
  const qty = (v: string | { toString(): string }) => f.number(String(v), 3);
  const rows = invoice.lines.map((line) => {
    const returned = sumQuantities(earlier.get(line.line_id));
    const left = quantityLeft(line, earlier.get(line.line_id));
    const field = quantityField(line.line_id);
    const typed = (form.getValues().quantities[String(line.line_id)] as string | undefined) ?? '';
    // Marked as it is typed, not only when saving: the most that can come back is beside the input.
    const live = everything ? null : typedQuantityIssue(typed, left);
    const liveError =
      live === null
        ? undefined
        : live.key === 'credit.overQuantity'
          ? message('credit.overQuantity', currentLanguage(), { left: qty(live.left), name: line.name })
          : message('field.invalid', currentLanguage(), { field: t('creditNotes.create.quantity') });
    const inputProps = form.getInputProps(field);
    const input = (
      <TextInput
        key={field}
        aria-label={t('creditNotes.create.quantityOf', { name: line.name })}
        label={desktop ? undefined : t('creditNotes.create.quantity')}
        inputMode="decimal"
        placeholder="0"
        disabled={everything || left.isZero()}
        w={desktop ? 130 : undefined}
        {...inputProps}
        description={left.isZero() ? undefined : t('creditNotes.create.atMost', { max: qty(left) })}
        error={liveError ?? inputProps.error}
        value={everything ? left.toString() : typed}
        onChange={(e) => form.setFieldValue(field, e.currentTarget.value)}
      />
    );
    return { line, returned, left, input: <ReturnInput input={input} line={line} form={form} everything={everything} /> };
  });
  if (desktop) {
    return (
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing={6} aria-label={t('creditNotes.create.whatReturns')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('creditNotes.columns.item')}</Table.Th>
              <Table.Th ta="right">{t('creditNotes.create.billed')}</Table.Th>
              <Table.Th ta="right">{t('creditNotes.create.returned')}</Table.Th>
              <Table.Th ta="right">{t('creditNotes.create.left')}</Table.Th>
              <Table.Th ta="right">{t('creditNotes.columns.amount')}</Table.Th>
              <Table.Th>{t('creditNotes.create.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ line, returned, left, input }) => (
              <Table.Tr key={line.line_id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {line.name}
                  </Text>
                  {line.code && (
                    <Text size="xs" c="dimmed">
                      {line.code}
                    </Text>
                  )}
                  {line.serials.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('serialPicker.shown', { serials: line.serials.join(', ') })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{qty(line.quantity)}</Table.Td>
                <Table.Td ta="right">{qty(returned)}</Table.Td>
                <Table.Td ta="right">{qty(left)}</Table.Td>
                <Table.Td ta="right">{f.money(line.total)}</Table.Td>
                <Table.Td>{input}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack
      gap={0}
      component="ul"
      aria-label={t('creditNotes.create.whatReturns')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {rows.map(({ line, returned, left, input }) => (
        <li key={line.line_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {line.name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {f.money(line.total)}
            </Text>
          </Group>
          {line.serials.length > 0 && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('serialPicker.shown', { serials: line.serials.join(', ') })}
            </Text>
          )}
          <Text size="xs" c="dimmed" mb={4}>
            {t('creditNotes.create.billed')} {qty(line.quantity)} · {t('creditNotes.create.returned')} {qty(returned)} ·{' '}
            {t('creditNotes.create.left')} {qty(left)}
          </Text>
          {input}
        </li>
      ))}
    </Stack>
  );
}

/** A line's quantity input and, for a part sold by serial number, which of its serial numbers come back. */
function ReturnInput({
  input,
  line,
  form,
  everything,
}: {
  input: ReactNode;
  line: Invoice['lines'][number];
  form: UseFormReturnType<CreditValues>;
  everything: boolean;
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  const quantity = Number(values.quantities[String(line.line_id)] ?? 0);
  if (line.serials.length === 0 || everything || !(quantity > 0)) return input;
  const chosen = values.serials[String(line.line_id)] ?? [];
  return (
    <Stack gap={4}>
      {input}
      <MultiSelect
        size="xs"
        aria-label={t('serialPicker.label', { part: line.name })}
        placeholder={t('serialPicker.search')}
        description={t('creditNotes.create.serialsHint')}
        data={line.serials}
        value={chosen}
        maxValues={Number.isInteger(quantity) ? quantity : undefined}
        onChange={(codes) => form.setFieldValue(`serials.${line.line_id}`, codes)}
        searchable
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
