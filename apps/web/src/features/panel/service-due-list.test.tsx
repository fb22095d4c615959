import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFor, jsonResponse, shellAnswers, signInAtGarage } from '../../lib/test-helpers.ts';
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

let puts: Array<Record<string, unknown>>;

beforeEach(() => {
  puts = [];
  localStorage.clear();
  signInAtGarage();
  // The shell data every screen reads (the garage formats the dates; the user and properties are asked for too).
  const shell = shellAnswers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        return jsonResponse(200, { ...reminder, reminder_status: body.reminder_status });
      }
      return (
        answerFor(shell, 'GET', url) ??
        jsonResponse(200, {
          reminder_responses: [reminder],
          page_number: 0,
          page_size: 20,
          total_elements: 1,
          total_pages: 1,
        })
      );
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
