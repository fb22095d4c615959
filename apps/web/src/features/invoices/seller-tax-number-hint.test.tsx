import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { SellerTaxNumberHint } from './seller-tax-number-hint.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const invoiceOf = (country: string, taxNumber: string | null) =>
  ({ invoice_id: 9, seller: { country_code: country, tax_number: taxNumber } }) as unknown as Invoice;

function garageIn(country: string, taxNumber: string | null, roles: string[] = ['GARAGE_OWNER']) {
  shell.current = {
    ...shellData({ garage: { country_code: country, extra_information: taxNumber ? { tax_number: taxNumber } : {} } }),
    roles,
  };
}

describe('the invoice’s hint of a missing seller tax number', () => {
  afterEach(cleanup);

  it('tells an Indian owner their GSTIN is missing and links to where it is added', async () => {
    garageIn('IN', null);
    await renderScreen(<SellerTaxNumberHint invoice={invoiceOf('IN', null)} />);
    expect(screen.getByText(/Your garage has no GSTIN yet: invoices in India need it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your GSTIN' }).getAttribute('href')).toBe('/extra-information');
  });

  it('tells someone who is not the owner whom to ask, without a link', async () => {
    garageIn('MX', null, ['ACCOUNTS_MANAGEMENT']);
    await renderScreen(<SellerTaxNumberHint invoice={invoiceOf('MX', null)} />);
    expect(screen.getByText(/Your garage has no RFC yet/)).toBeTruthy();
    expect(screen.getByText(/Ask the garage owner/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing when the bill has the number, once the garage has it, or where invoices do not need it', async () => {
    garageIn('IN', null);
    await renderScreen(<SellerTaxNumberHint invoice={invoiceOf('IN', '29AABCD1234E1Z5')} />);
    expect(screen.queryByTestId('seller-tax-number')).toBeNull();
    cleanup();
    garageIn('IN', '29AABCD1234E1Z5');
    await renderScreen(<SellerTaxNumberHint invoice={invoiceOf('IN', null)} />);
    expect(screen.queryByTestId('seller-tax-number')).toBeNull();
    cleanup();
    garageIn('US', null);
    await renderScreen(<SellerTaxNumberHint invoice={invoiceOf('US', null)} />);
    expect(screen.queryByTestId('seller-tax-number')).toBeNull();
  });
});
