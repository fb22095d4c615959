import { cfdiUsoLabel } from '@garage/domain';
import { Checkbox, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorSection } from './editor-section.tsx';

export type InvoiceType = 'B2C' | 'B2B';

export interface InvoiceChoice {
  type: InvoiceType;
  zeroReason: string;
  /** Mexico: leave this sale to the public for the period's global invoice (no CFDI of its own). */
  global: boolean;
  /** Mexico: the CFDI use of a B2B bill (c_UsoCFDI); empty: S01. */
  cfdiUse: string;
}

/**
 * PREPARE_INVOICE: the bill's type (B2B only for a customer with a tax number; the server refuses it
 * otherwise), for a bill of zero, its reason, and for insured lines the insurer (`insurance`).
 */
export function InvoiceSection({
  choice,
  onChange,
  b2b,
  zero,
  reasonMissing,
  insurance,
  globalAllowed = false,
  cfdiUses = [],
}: {
  choice: InvoiceChoice;
  onChange: (choice: InvoiceChoice) => void;
  b2b: boolean;
  zero: boolean;
  reasonMissing: boolean;
  /** The insurer and the two shares' totals, when some line is insured. */
  insurance?: ReactNode;
  /** Mexico: the sale may go to the global invoice (globalInvoiceAllowed). */
  globalAllowed?: boolean;
  /** Mexico, a B2B bill: the CFDI uses SAT allows for this customer (cfdiUsesAllowed); none: no choice. */
  cfdiUses?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <EditorSection title={t('invoices.prepare.section')}>
      <Stack gap="xs">
        <Text size="sm" fw={500} id="invoice-type-label">
          {t('invoices.prepare.type')}
        </Text>
        <SegmentedControl
          aria-labelledby="invoice-type-label"
          value={choice.type}
          onChange={(v) => onChange({ ...choice, type: v as InvoiceType })}
          data={[
            { value: 'B2C', label: t('invoices.types.B2C') },
            { value: 'B2B', label: t('invoices.types.B2B'), disabled: !b2b },
          ]}
          w={{ base: '100%', sm: 'fit-content' }}
        />
        {!b2b && (
          <Text size="xs" c="dimmed">
            {t('invoices.prepare.b2bHint')}
          </Text>
        )}
        {zero && (
          <TextInput
            label={t('invoices.prepare.zeroReason')}
            description={t('invoices.prepare.zeroReasonHint')}
            required
            maxLength={200}
            value={choice.zeroReason}
            onChange={(e) => onChange({ ...choice, zeroReason: e.currentTarget.value })}
            error={reasonMissing && !choice.zeroReason.trim() ? t('invoices.prepare.zeroReasonRequired') : undefined}
          />
        )}
        {globalAllowed && (
          <Checkbox
            label={t('invoices.prepare.global')}
            description={t('invoices.prepare.globalHint')}
            checked={choice.global}
            onChange={(e) => onChange({ ...choice, global: e.currentTarget.checked })}
          />
        )}
        {cfdiUses.length > 0 && (
          <Select
            label={t('invoices.prepare.cfdiUse')}
            description={t('invoices.prepare.cfdiUseHint')}
            data={cfdiUses.map((u) => ({ value: u, label: cfdiUsoLabel(u, ' – ') }))}
            value={cfdiUses.includes(choice.cfdiUse) ? choice.cfdiUse : 'S01'}
            onChange={(v) => onChange({ ...choice, cfdiUse: v ?? 'S01' })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', sm: 420 }}
          />
        )}
        {insurance}
      </Stack>
    </EditorSection>
  );
}
