import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import { jsonResponse } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { OrderEditorPage } from './order-editor-page.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));

vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

function useShell(roles: string[]) {
  shell.current = {
    garage: {
      garage_id: 12,
      garage_name: 'Bay Motors',
      country_code: 'IN',
      country_phone_code: '91',
      currency_code: 'INR',
      time_zone: 'Asia/Kolkata',
    },
    garages: [],
    user: {},
    roles,
    properties: {},
  } as unknown as ShellData;
}

const quote = {
  order_id: 5,
  document: 'QUOTE',
  external_order_id: 'QT-00005',
  order_type: 'REPAIR_ORDER',
  status: 'DRAFT',
  editable: true,
  customer_id: 3,
  user_car_id: null,
  lines: [],
  item_wise_discount: true,
  discount_type: null,
  discount_value: null,
  estimated_delivery_time: null,
  odometer_reading: null,
  lpo_number: null,
  garage_recommendation: null,
  customer_remarks: [],
  comments: '',
  order_properties: [],
  expiry_date: null,
  purchase_date: null,
  order_fulfilment_date: null,
  signature_url: null,
  created_at: '2026-11-20T06:00:00.000Z',
};

const customer = {
  customer_id: 3,
  display_name: 'Priya Nair',
  country_phone_code: '91',
  mobile_number: '9800000001',
  vehicles: [],
};

/** A garage with an empty catalogue, one customer and one quotation. */
function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/oms/quotes/5') return jsonResponse(200, quote);
      if (url.pathname === '/api/customer/customer/3') return jsonResponse(200, customer);
      if (url.pathname.endsWith('/search') || url.searchParams.has('page_number')) {
        return jsonResponse(200, { content: [], page_number: 0, page_size: 30, total_pages: 0, total_elements: 0 });
      }
      return jsonResponse(200, []);
    }),
  );
  return calls;
}

const props = { search: {}, openPreview: vi.fn(), dropPreview: vi.fn() };

describe('the order editor screen', () => {
  beforeEach(() => {
    serve();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a quotation for a user with EDIT_ORDER but not EDIT_QUOTE (issue 11 drift fix)', async () => {
    useShell(['EDIT_ORDER']);
    await renderScreen(<OrderEditorPage document="QUOTE" documentId={5} {...props} />);
    expect(await screen.findByText('Priya Nair')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Access denied please contact your Garage owner')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('QT-00005');
  });

  it('still refuses a quotation to a user who may only view orders', async () => {
    useShell(['VIEW_ORDER']);
    await renderScreen(<OrderEditorPage document="QUOTE" documentId={5} {...props} />);
    expect(await screen.findByText('Access denied please contact your Garage owner')).toBeInstanceOf(HTMLElement);
  });

  it('shows what is missing after Next on a new order, and opens no preview', async () => {
    useShell(['GARAGE_OWNER']);
    const openPreview = vi.fn();
    await renderScreen(<OrderEditorPage document="ORDER" documentId={undefined} {...props} openPreview={openPreview} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose the customer of this order')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Choose the vehicle of this order')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('region', { name: 'Totals' })).toBeInstanceOf(HTMLElement);
    expect(openPreview).not.toHaveBeenCalled();
  });
});
