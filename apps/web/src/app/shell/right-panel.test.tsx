import type { Role } from '@garage/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertyMap } from '../../lib/api/session-data.ts';
import { jsonResponse } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { RightPanel } from './right-panel.tsx';

const shell = vi.hoisted(() => ({ properties: {} as PropertyMap }));

vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => ({
    garage: { garage_id: 7, garage_name: 'Demo Motors', time_zone: 'Asia/Kolkata' },
    garages: [],
    user: { user_id: 3 },
    roles: [],
    properties: shell.properties,
  }),
}));

const REMINDERS = {
  reminder_responses: [
    {
      reminder_id: 1,
      reminder_date: '2026-11-09',
      is_sent: true,
      next_schedule: null,
      reminder_status: 'OVER_DUE',
      note: null,
      customer: { customer_id: 1, display_name: 'Rahul Sharma', mobile_number: '+91 98450 12345' },
      user_vehicle: { user_car_id: 1, display_name: 'Maruti Suzuki Swift Petrol', reg_number: 'KA 01 AB 1234' },
      created_at: '2026-10-01T00:00:00Z',
    },
  ],
  page_number: 0,
  page_size: 10,
  total_elements: 1,
  total_pages: 1,
};

const REVIEWS = {
  customer_reviews: [
    {
      review_id: 4,
      order_id: 12,
      order: { order_id: 12, external_order_id: 'RO-00012' },
      customer: { customer_id: 2, display_name: 'Lakshmi Rao' },
      rating: 4,
      comments: 'Quick service',
      review_text: 'Quick service',
      reason: null,
      created_at: '2026-11-02T10:00:00Z',
    },
  ],
  page_number: 0,
  page_size: 10,
  total_elements: 1,
  total_pages: 1,
};

let calls: Array<{ url: string; method: string; body: string | null }>;

beforeEach(() => {
  calls = [];
  shell.properties = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: (init.body as string) ?? null });
      if (url.startsWith('/api/customer/reminder/v2')) return jsonResponse(200, REMINDERS);
      if (url.startsWith('/api/oms/review/v1')) return jsonResponse(200, REVIEWS);
      if (url.startsWith('/api/fr/auth/redirect_url')) {
        return jsonResponse(400, { message: 'External reviews are not configured on this server.', code: 'BAD_REQUEST' });
      }
      return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = (roles: Role[]) => renderScreen(<RightPanel roles={roles} />);

describe('right-hand panel (spec 2.1)', () => {
  it('opens on Service Due for the owner and lists the reminders of the panel range', async () => {
    await panel(['GARAGE_OWNER']);
    expect(screen.getByRole('tab', { name: 'Service Due' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Rahul Sharma')).toBeVisible();
    // The vehicle is shown in the same entry as its customer, not somewhere else on the panel.
    expect(screen.getByText('Rahul Sharma').closest('li')).toHaveTextContent('KA 01 AB 1234 · Maruti Suzuki Swift Petrol');
    const asked = new URL(calls[0]!.url, 'http://x');
    expect(asked.searchParams.get('reminder_status')).toBe('DUE,OVER_DUE');
    expect(asked.searchParams.get('page_number')).toBe('0');
  });

  it('loads Recent Feedback when it is chosen: the customer, the stars and the order', async () => {
    await panel(['GARAGE_OWNER']);
    expect(await screen.findByText('Rahul Sharma')).toBeVisible();
    expect(calls.some((c) => c.url.startsWith('/api/oms/review/v1'))).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Recent Feedback' }));
    // The list's module loads with the tab (decision 042), then asks for the reviews.
    const entry = await screen.findByTestId('feedback-entry', {}, { timeout: 5000 });
    expect(entry).toHaveTextContent('Lakshmi Rao');
    expect(within(entry).getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    expect(entry).toHaveTextContent('Quick service');
    expect(screen.getByRole('link', { name: /RO-00012/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Recent Feedback' }).getAttribute('aria-selected')).toBe('true');
  });

  it('disables both tabs without the roles and says why', async () => {
    await panel(['TECHNICIAN']);
    expect(screen.getByRole('tab', { name: 'Service Due' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Recent Feedback' })).toBeDisabled();
    expect(screen.getByText('Your roles do not include service reminders or customer feedback.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('with external reviews on, Recent Feedback asks for the sign-on link instead of switching', async () => {
    shell.properties = { freshreviewEnabled: true };
    const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => opened);
    vi.stubGlobal('open', open);
    await panel(['GARAGE_OWNER']);
    fireEvent.click(screen.getByRole('tab', { name: 'Recent Feedback' }));
    await waitFor(() => expect(opened.close).toHaveBeenCalled());
    const asked = calls.find((c) => c.url.startsWith('/api/fr/auth/redirect_url'));
    expect(asked?.method).toBe('POST');
    expect(JSON.parse(asked!.body!)).toEqual({ user_id: 3, garage_id: 7 });
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: 'Service Due' }).getAttribute('aria-selected')).toBe('true');
  });

  it('tells a feedback-only user that feedback is on the external site', async () => {
    shell.properties = { freshreviewEnabled: 'true' };
    await panel(['FEEDBACK_MANGEMENT']);
    expect(screen.getByText(/Customer feedback is on the external reviews site/)).toBeVisible();
  });
});
