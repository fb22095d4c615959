import { sellerTaxNumberMissing } from '@garage/domain';
import { Alert, Button, Text } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { taxNumberLabel } from '../../lib/masters/garage-rules.ts';

/**
 * An invoice billed without the garage's own tax number in a country whose invoices need it (GSTIN, VAT
 * number, RFC), while the garage still has none: says so and, to the owner, links to where it is set
 * (registration's step 4, /extra-information). The bill itself is frozen; the next ones carry the number.
 */
export function SellerTaxNumberHint({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const { garage, roles } = useShellData();
  const country = invoice.seller.country_code;
  if (!sellerTaxNumberMissing(country, invoice.seller.tax_number)) return null;
  if (!sellerTaxNumberMissing(garage.country_code, garage.extra_information?.tax_number)) return null;
  const label = t(`customers.form.tax.${taxNumberLabel(country)}`);
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? country;
  return (
    <Alert color="yellow" variant="light" icon={<IconReceiptTax size={18} />} data-no-print data-testid="seller-tax-number">
      <Text size="sm">{t('invoices.sellerTaxNumber.missing', { label, country: countryName })}</Text>
      {roles.includes('GARAGE_OWNER') ? (
        <Button component={Link} to="/extra-information" size="compact-sm" variant="light" color="yellow" mt="xs">
          {t('invoices.sellerTaxNumber.add', { label })}
        </Button>
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          {t('invoices.sellerTaxNumber.askOwner')}
        </Text>
      )}
    </Alert>
  );
}
