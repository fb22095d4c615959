import { Alert, List, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SharePreview } from './insurance-rules.ts';

export interface InvoicePreviewNoticeProps {
  /** The two shares of a split bill (insurance), or null for one invoice. */
  split: SharePreview | null;
  fmt: (amount: string) => string;
}

/**
 * PREPARE_INVOICE's preview is the invoice about to be created, not an estimate: it says so, and with an insurer
 * that two invoices are created, each share with its total.
 */
export function InvoicePreviewNotice({ split, fmt }: InvoicePreviewNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconFileInvoice size={18} />}
      title={t('invoices.prepare.previewHeading')}
      data-testid="invoice-preview-notice"
    >
      <Text size="sm">{t('invoices.prepare.previewNumber')}</Text>
      {split && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t('invoices.prepare.twoInvoices')}
          </Text>
          <List size="sm" spacing={2} mt={4}>
            <List.Item data-testid="notice-insurer">
              {t('invoices.prepare.insurerInvoice', { total: fmt(split.insurer.grand_total) })}
            </List.Item>
            <List.Item data-testid="notice-customer">
              {t('invoices.prepare.customerInvoice', { total: fmt(split.customer.grand_total) })}
            </List.Item>
          </List>
        </>
      )}
    </Alert>
  );
}
