import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInAtGarage } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { AddVehicleModal } from './add-vehicle-modal.tsx';

// The shell data without its requests (lib/test-helpers.ts `shellData`).
vi.mock('../../lib/api/session-data.ts', async (original) => {
  const { shellData } = await import('../../lib/test-helpers.ts');
  return {
    ...(await original<typeof import('../../lib/api/session-data.ts')>()),
    useShellData: () => shellData({ garage: { type: 'car' } }),
  };
});

let posts: Array<{ url: string; body: Record<string, unknown>; key: string | undefined }>;
let createAnswer: () => Response;

beforeEach(() => {
  posts = [];
  localStorage.clear();
  signInAtGarage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        const headers = (init.headers ?? {}) as Record<string, string>;
        posts.push({ url, body: JSON.parse(String(init.body)), key: headers['Idempotency-Key'] });
        return createAnswer();
      }
      return jsonResponse(200, []);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Required fields' labels end in an asterisk.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));

describe('add vehicle from the order editor', () => {
  it('creates the vehicle for the order’s customer once per key and hands it over', async () => {
    createAnswer = () => jsonResponse(201, { user_car_id: 9, customer_id: 12, reg_number: 'KA01AB1234' });
    const onCreated = vi.fn();
    const outerSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    await renderScreen(
      <form onSubmit={outerSubmit}>
        <AddVehicleModal customerId={12} opened onClose={vi.fn()} onCreated={onCreated} />
      </form>,
    );
    fireEvent.change(field('Registration number'), { target: { value: 'KA01AB1234' } });
    save();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ user_car_id: 9 })));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: '/api/customer/user_car', body: { customer_id: 12, reg_number: 'KA01AB1234' } });
    expect(posts[0]?.key).toBeTruthy();
    // The modal's submit does not reach the order editor's form around it.
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('says a taken registration number under its field', async () => {
    createAnswer = () =>
      jsonResponse(409, { message: 'The vehicle KA01AB1234 is already registered to the customer Asha Rao', code: 'CONFLICT' });
    const onCreated = vi.fn();
    await renderScreen(<AddVehicleModal customerId={12} opened onClose={vi.fn()} onCreated={onCreated} />);
    fireEvent.change(field('Registration number'), { target: { value: 'KA01AB1234' } });
    save();
    expect(await screen.findByText('The vehicle KA01AB1234 is already registered to the customer Asha Rao')).toBeVisible();
    expect(field('Registration number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
