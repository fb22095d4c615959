import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answers, answerFor, jsonResponse, signInAtGarage } from '../test-helpers.ts';
import { renderScreen } from '../test-render.tsx';
import { CustomerForm } from './customer-form.tsx';

// The shell data without its requests (lib/test-helpers.ts `shellData`).
vi.mock('../api/session-data.ts', async (original) => {
  const { shellData } = await import('../test-helpers.ts');
  return {
    ...(await original<typeof import('../api/session-data.ts')>()),
    useShellData: () => shellData({ garage: { country_phone_code: '91' } }),
  };
});

let calls: Array<{ url: string; method: string }>;
let answers: Answers;

beforeEach(() => {
  calls = [];
  answers = {};
  localStorage.clear();
  signInAtGarage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method });
      return answerFor(answers, method, url) ?? jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Required fields' labels end in an asterisk.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));
const posts = () => calls.filter((c) => c.method === 'POST');

describe('customer form: a mobile number that belongs to someone', () => {
  it('says whose it is when the field is left, links to them and does not send', async () => {
    answers['GET /api/customer/customer/check/mobile'] = () =>
      jsonResponse(200, { exists: true, customer_id: 12, display_name: 'Asha Rao' });
    await renderScreen(<CustomerForm onSaved={vi.fn()} />);
    type('First name', 'Nisha');
    type('Mobile number', '9876543210');
    fireEvent.blur(field('Mobile number'));
    expect(await screen.findByText('This mobile number already belongs to the customer Asha Rao')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open customer' })).toHaveAttribute('href', '/tabs/customer-details/12');
    save();
    await new Promise((r) => setTimeout(r, 20));
    expect(posts()).toHaveLength(0);
    // A new number forgets the owner of the old one.
    type('Mobile number', '9876543211');
    expect(screen.queryByText(/already belongs/)).toBeNull();
  });

  it('places a refusal for a taken number under the mobile field, not above the buttons', async () => {
    answers['POST /api/customer/customer'] = () =>
      jsonResponse(409, { message: 'This mobile number already belongs to the customer Asha Rao', code: 'CONFLICT' });
    answers['GET /api/customer/customer/check/mobile'] = () =>
      jsonResponse(200, { exists: true, customer_id: 12, display_name: 'Asha Rao' });
    const onSaved = vi.fn();
    await renderScreen(<CustomerForm onSaved={onSaved} />);
    type('First name', 'Nisha');
    type('Mobile number', '9876543210');
    save();
    expect(await screen.findByText('This mobile number already belongs to the customer Asha Rao')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open customer' })).toBeVisible());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Mobile number')).toHaveValue('9876543210');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
