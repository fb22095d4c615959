import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SerialPicker, useOrderSerialTracked } from '../../lib/stock/serial-picker.tsx';
import type { LineDraft } from './editor-draft.ts';

/** Where the editor's part lines choose serial numbers (decision 056 addendum): orders only, not quotations. */
export interface SerialsContext {
  /** The order being edited (its own held serial numbers are offered too); null for a new one. */
  orderId: number | null;
  /** The line takes stock as it is saved or billed (without part issuance): every serial is needed now. */
  required: boolean;
}

/** How many serial numbers a line needs: its quantity (in the part's own unit) when a whole number. */
export function serialCount(quantity: string): number {
  const n = Number(quantity.trim());
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * The serial numbers of a SERIAL-tracked part line when the garage tracks them: a picker of the part's
 * serial numbers on the shelf that no other open order holds, exactly as many as the quantity; read-only,
 * the serial numbers as text. Nothing for any other line.
 */
export function LineSerials({
  line,
  context,
  readOnly,
  onChange,
}: {
  line: LineDraft;
  context: SerialsContext;
  readOnly: boolean;
  onChange: (serials: string[]) => void;
}) {
  const { t } = useTranslation();
  const partId = line.kind === 'part' ? line.itemId : null;
  const tracked = useOrderSerialTracked(partId, context.orderId);
  if (partId === null) return null;
  if (readOnly || !tracked) {
    return line.serials.length ? (
      <Text size="xs" c="dimmed" mt={6} data-testid="line-serials">
        {t('serialPicker.shown', { serials: line.serials.join(', ') })}
      </Text>
    ) : null;
  }
  return (
    <div style={{ marginTop: 6 }}>
      <SerialPicker
        partId={partId}
        partName={line.name}
        count={serialCount(line.quantity)}
        value={line.serials}
        onChange={onChange}
        source={{ orderId: context.orderId }}
        required={context.required}
        size="xs"
      />
    </div>
  );
}
