import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { fakeJwt, jsonResponse } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { ServiceDueList } from './service-due-list.tsx';

const reminder = {
  reminder_id: 41,
  reminder_date: '2026-11-20',
  is_sent: false,
  next_schedule: null,
  reminder_status: 'OVER_DUE',
  note: 'Periodic service',
  customer: { customer_id: 5, display_name: 'Lakshmi Rao', mobile_number: '9663344556' },
  user_vehicle: { user_car_id: 8, display_name: 'Maruti Swift', reg_number: 'KA 03 HC 4521' },
  created_at: '2026-11-01T10:00:00Z',
};

// The shell data every screen reads (the garage formats the dates; the user and properties are asked for too).
const garage = {
  garage_id: 3,
  garage_name: 'Demo Motors',
  time_zone: 'Asia/Kolkata',
  country_code: 'IN',
  currency_code: 'INR',
  roles: 'GARAGE_OWNER',
};
const userInfo = { user_id: 7, garage_id: '3', roles: 'GARAGE_OWNER', language_code: 'en', display_name: 'Ravi Kumar' };

let puts: Array<Record<string, unknown>>;

beforeEach(() => {
  puts = [];
  localStorage.clear();
  session.signIn({
    access_token: fakeJwt(Date.now() + 600_000),
    refresh_token: 'refresh-1234567890',
    user_id: 7,
    phone: '+91',
    created: false,
  });
  session.selectGarage(3, ['GARAGE_OWNER']);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        return jsonResponse(200, { ...reminder, reminder_status: body.reminder_status });
      }
      if (/\/api\/customer\/garage\/3\/property/.test(url)) return jsonResponse(200, {});
      if (/\/api\/customer\/garage(\?|$)/.test(url)) return jsonResponse(200, [garage]);
      if (/\/api\/customer\/user\/info/.test(url)) return jsonResponse(200, userInfo);
      return jsonResponse(200, {
        reminder_responses: [reminder],
        page_number: 0,
        page_size: 20,
        total_elements: 1,
        total_pages: 1,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('marking a reminder done', () => {
  it('offers Undo, which re-opens the reminder through the server', async () => {
    await renderScreen(
      <>
        <Notifications />
        <ServiceDueList garageId={3} today="2026-11-23" filter={{ statuses: 'DUE,OVER_DUE' }} actions />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark the reminder of Lakshmi Rao, KA 03 HC 4521 done' }));
    const undo = await screen.findByRole('button', { name: 'Undo: open the reminder of Lakshmi Rao, KA 03 HC 4521 again' });
    expect(screen.getByText('Reminder of Lakshmi Rao, KA 03 HC 4521 marked done')).toBeTruthy();
    fireEvent.click(undo);
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.map((p) => [p.reminder_id, p.reminder_status])).toEqual([
      [41, 'DONE'],
      [41, 'DUE'],
    ]);
  });
});
