import { ActionIcon, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MethodChoice } from './payment-methods-api.ts';
import {
  fieldLabels,
  MAX_PAYMENT_ROWS,
  methodFields,
  nextRow,
  type PaymentChoice,
  type PaymentRow,
  rowField,
} from './payment-rows-rules.ts';

export interface PaymentRowsProps<V extends { rows: PaymentRow[] }> {
  form: UseFormReturnType<V>;
  /** What the rows together should come to: "Add another method" is prefilled with what the others leave of it. */
  target: string;
  /** The garage's active methods (payment master), in the order offered. */
  methods: readonly MethodChoice[];
  /** Methods offered besides the garage's (the customer's credit, with its balance in the label; "On account"). */
  extraMethods?: ReadonlyArray<{ value: PaymentChoice; label: string }>;
  /** Called after a row's method changes (the customer's credit prefills what it can pay). */
  onMethodChange?: (index: number, method: PaymentChoice) => void;
}

/**
 * The method rows of a payment (one bill's "Add payment", a customer's "Clear dues"): a method and an
 * amount per row, a card's reference or a cheque's number, bank and date, "Add another method" up to
 * ten, and a remove button once there are two.
 */
export function PaymentRows<V extends { rows: PaymentRow[] }>({
  form,
  target,
  methods,
  extraMethods = [],
  onMethodChange,
}: PaymentRowsProps<V>) {
  const { t } = useTranslation();
  // The form's own paths are typed from V; the rows' paths are built at run time.
  const loose = form as unknown as UseFormReturnType<{ rows: PaymentRow[] }>;
  const rows = loose.getValues().rows;
  const methodOptions = [...methods.map(({ value, label }) => ({ value, label })), ...extraMethods];
  const kindOf = (code: string) => methods.find((m) => m.value === code)?.kind ?? null;

  const rowInputs = (row: PaymentRow, i: number) => {
    const fields = methodFields(row.method, kindOf(row.method));
    return (
      <Paper
        key={row.key}
        withBorder
        p="sm"
        component="fieldset"
        style={{ margin: 0, minWidth: 0 }}
        aria-label={t('invoices.pay.row', { n: i + 1 })}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('invoices.pay.method')}
            data={methodOptions}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 180px' }}
            {...loose.getInputProps(rowField(i, 'method'))}
            onChange={(v) => {
              if (!v) return;
              loose.setFieldValue(rowField(i, 'method') as 'rows', v as never);
              onMethodChange?.(i, v as PaymentChoice);
            }}
          />
          <TextInput
            label={t('invoices.pay.amount')}
            inputMode="decimal"
            required
            style={{ flex: '1 1 140px' }}
            {...loose.getInputProps(rowField(i, 'amount'))}
          />
          {rows.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={t('invoices.pay.remove')}
              onClick={() => loose.removeListItem('rows', i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
        {fields === 'reference' && (
          <TextInput
            label={t('invoices.pay.reference')}
            mt="xs"
            maxLength={60}
            {...loose.getInputProps(rowField(i, 'reference'))}
          />
        )}
        {fields === 'cheque' && (
          <Group gap="sm" mt="xs" align="flex-start" wrap="wrap">
            <TextInput
              label={t('invoices.pay.chequeNumber')}
              required
              maxLength={30}
              style={{ flex: '1 1 140px' }}
              {...loose.getInputProps(rowField(i, 'cheque_number'))}
            />
            <TextInput
              label={t('invoices.pay.bank')}
              required
              maxLength={80}
              style={{ flex: '1 1 160px' }}
              {...loose.getInputProps(rowField(i, 'bank_name'))}
            />
            <TextInput
              type="date"
              label={t('invoices.pay.chequeDate')}
              required
              style={{ flex: '1 1 150px' }}
              {...loose.getInputProps(rowField(i, 'cheque_date'))}
            />
          </Group>
        )}
      </Paper>
    );
  };

  return (
    <Stack gap="sm">
      {rows.map(rowInputs)}
      {rows.length < MAX_PAYMENT_ROWS && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          onClick={() =>
            loose.insertListItem(
              'rows',
              nextRow(
                target,
                rows,
                methods.map((m) => m.value),
              ),
            )
          }
        >
          {t('invoices.pay.addMethod')}
        </Button>
      )}
    </Stack>
  );
}

const LABEL_KEYS = {
  method: 'invoices.pay.method',
  amount: 'invoices.pay.amount',
  reference: 'invoices.pay.reference',
  cheque_number: 'invoices.pay.chequeNumber',
  bank_name: 'invoices.pay.bank',
  cheque_date: 'invoices.pay.chequeDate',
  note: 'invoices.pay.note',
} as const;

/** The on-screen labels of the rows' fields and the note, to name them in messages. */
export function usePaymentLabels(): Record<string, string> {
  const { t } = useTranslation();
  return fieldLabels(MAX_PAYMENT_ROWS, (field) => t(LABEL_KEYS[field as keyof typeof LABEL_KEYS] ?? LABEL_KEYS.note));
}
