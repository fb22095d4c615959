import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { type Answers, answerFor, jsonResponse, shellAnswers, signInAtGarage } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { ProfilePage } from './profile-page.tsx';

// Screens rendered with the app's providers take seconds on a busy machine; the default 5 s is too tight.
const UI_TEST_MS = 20_000;

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
let answers: Answers;
let info: Record<string, unknown>;

// Garage 3 as its page reads it: the shell's defaults and the rest of its fields.
const garage = {
  garage_group_id: 1,
  group_id: 1,
  group_name: 'Demo',
  head_office: false,
  inventory_enabled: true,
  part_issuance_enabled: false,
  address: null,
  mobile_number: null,
  country_phone_code: null,
  email: null,
  logo_url: null,
  type: 'car',
  established_date: null,
  extra_information: {},
  subscription: null,
  created_at: '2025-01-01T00:00:00Z',
};

beforeEach(() => {
  calls = [];
  info = {
    user_id: 7,
    garage_id: '3',
    roles: 'GARAGE_OWNER',
    language_code: 'en',
    mobile_number: '9876543210',
    country_phone_code: '91',
    email: 'ravi@example.com',
    display_name: 'Ravi Kumar',
    first_name: 'Ravi',
    last_name: 'Kumar',
    profile_pic: null,
    email_verified: false,
    active: true,
  };
  answers = {
    ...shellAnswers({ garage, user: info }),
    'GET /api/user_passcode/check': () => jsonResponse(200, { has_passcode: true }),
  };
  localStorage.clear();
  configureHttp({ onError: vi.fn(), onSessionLost: vi.fn(), onRoleDenied: vi.fn(), language: () => 'en' });
  signInAtGarage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answerFor(answers, method, url) ?? jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('en');
});

// The machine running the tests may be busy: the first render loads the shell's data through suspense.
const SLOW = { timeout: 5000 };
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.url.startsWith(path));
const section = (name: string) => screen.getByRole('region', { name });

describe('my profile', () => {
  it(
    'saves name and e-mail, and verifies the stored address with a code',
    async () => {
      answers['PUT /api/customer/user/profile'] = () => jsonResponse(200, { ...info, first_name: 'Ravindra' });
      answers['POST /api/auth/email/verification/confirm'] = () => jsonResponse(200, { message: 'E-mail verified' });
      answers['POST /api/auth/email/verification'] = () => jsonResponse(200, { message: 'sent' });
      await renderScreen(<ProfilePage />);
      const details = await screen.findByRole('region', { name: 'Name and e-mail' }, SLOW);
      expect(within(details).getByText('Not verified')).toBeVisible();
      fireEvent.change(within(details).getByLabelText(/^First name/), { target: { value: 'Ravindra' } });
      fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent('PUT', '/api/customer/user/profile')).toHaveLength(1), SLOW);
      expect(sent('PUT', '/api/customer/user/profile')[0]?.body).toEqual({
        first_name: 'Ravindra',
        last_name: 'Kumar',
        email: 'ravi@example.com',
      });

      fireEvent.click(within(details).getByRole('button', { name: 'Send a verification code' }));
      expect(await within(details).findByText('We sent a 6-digit code to ravi@example.com.')).toBeVisible();
      // The request names no address: the server sends to the one on the profile (decision 021).
      expect(JSON.stringify(sent('POST', '/api/auth/email/verification')[0]?.body ?? {})).not.toContain('@');
      within(details)
        .getAllByLabelText('Verification code')
        .forEach((box, i) => {
          fireEvent.change(box, { target: { value: String(i + 1) } });
        });
      await waitFor(() => expect(sent('POST', '/api/auth/email/verification/confirm')).toHaveLength(1), SLOW);
      expect(sent('POST', '/api/auth/email/verification/confirm')[0]?.body).toEqual({ code: '123456' });
    },
    UI_TEST_MS,
  );

  it(
    'checks a chosen picture, sends it shrunk, and shows the server refusal',
    async () => {
      const shrink = vi.fn(async () => 'data:image/jpeg;base64,/9j/4AAQ');
      answers['PUT /api/customer/user/profile/picture'] = () =>
        jsonResponse(200, { ...info, profile_pic: 'data:image/jpeg;base64,/9j/4AAQ' });
      await renderScreen(<ProfilePage shrink={shrink} />);
      const picture = await screen.findByRole('region', { name: 'Picture' }, SLOW);
      const input = picture.querySelector('input[type="file"]') as HTMLInputElement;
      expect(input.accept).toBe('image/jpeg,image/png,image/webp');

      fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
      expect(await within(picture).findByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
      expect(shrink).not.toHaveBeenCalled();

      fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
      await waitFor(() => expect(sent('PUT', '/api/customer/user/profile/picture')).toHaveLength(1), SLOW);
      expect(sent('PUT', '/api/customer/user/profile/picture')[0]?.body).toEqual({ picture: 'data:image/jpeg;base64,/9j/4AAQ' });

      answers['PUT /api/customer/user/profile/picture'] = () =>
        jsonResponse(400, { message: 'The picture must be a JPEG, PNG or WebP image', code: 'BAD_REQUEST' });
      fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
      expect(await within(picture).findByText('The picture must be a JPEG, PNG or WebP image')).toBeVisible();
    },
    UI_TEST_MS,
  );

  it(
    'changes the passcode by sending the current one; the server’s refusal shows under that field',
    async () => {
      let valid = false;
      answers['POST /api/user_passcode'] = () =>
        valid
          ? jsonResponse(200, { message: 'Passcode saved' })
          : jsonResponse(400, { message: 'The current passcode is not right (4 tries left)', code: 'BAD_REQUEST' });
      await renderScreen(<ProfilePage />);
      const passcode = await screen.findByRole('region', { name: 'Screen-lock passcode' }, SLOW);
      const fill = (label: string, value: string) =>
        fireEvent.change(within(passcode).getByLabelText(label), { target: { value } });
      await within(passcode).findByText('You have a passcode.');
      fill('New passcode', '12');
      fireEvent.click(within(passcode).getByRole('button', { name: 'Change passcode' }));
      expect(await within(passcode).findAllByText('The passcode must be exactly 4 digits')).toHaveLength(2);

      fill('Current passcode', '1111');
      fill('New passcode', '2468');
      fill('Repeat the new passcode', '2469');
      fireEvent.click(within(passcode).getByRole('button', { name: 'Change passcode' }));
      expect(await within(passcode).findByText('The two new passcodes are not the same')).toBeVisible();
      expect(sent('POST', '/api/user_passcode')).toHaveLength(0);

      fill('Repeat the new passcode', '2468');
      fireEvent.click(within(passcode).getByRole('button', { name: 'Change passcode' }));
      const refusal = await within(passcode).findByText('The current passcode is not right (4 tries left)');
      expect(refusal).toBeVisible();
      expect(within(passcode).getByLabelText('Current passcode')).toHaveAccessibleDescription(
        'The current passcode is not right (4 tries left)',
      );
      expect(sent('POST', '/api/user_passcode')[0]?.body).toEqual({
        user_id: 7,
        passcode: btoa('2468'),
        current_passcode: btoa('1111'),
      });

      valid = true;
      fill('Current passcode', '1234');
      fireEvent.click(within(passcode).getByRole('button', { name: 'Change passcode' }));
      await waitFor(() => expect(sent('POST', '/api/user_passcode')).toHaveLength(2), SLOW);
      expect(sent('POST', '/api/user_passcode')[1]?.body).toEqual({
        user_id: 7,
        passcode: btoa('2468'),
        current_passcode: btoa('1234'),
      });
      // The server is the one place the current passcode is checked (and counted).
      expect(sent('GET', '/api/user_passcode/validate')).toHaveLength(0);
    },
    UI_TEST_MS,
  );

  it(
    'sets a first passcode without asking for a current one',
    async () => {
      answers['GET /api/user_passcode/check'] = () => jsonResponse(200, { has_passcode: false });
      answers['POST /api/user_passcode'] = () => jsonResponse(200, { message: 'Passcode saved' });
      await renderScreen(<ProfilePage />);
      const passcode = await screen.findByRole('region', { name: 'Screen-lock passcode' }, SLOW);
      await within(passcode).findByText('You have no passcode yet.');
      expect(within(passcode).queryByLabelText('Current passcode')).toBeNull();
      fireEvent.change(within(passcode).getByLabelText('New passcode'), { target: { value: '0000' } });
      fireEvent.change(within(passcode).getByLabelText('Repeat the new passcode'), { target: { value: '0000' } });
      fireEvent.click(within(passcode).getByRole('button', { name: 'Set passcode' }));
      await waitFor(() => expect(sent('POST', '/api/user_passcode')).toHaveLength(1), SLOW);
      expect(sent('POST', '/api/user_passcode')[0]?.body).toEqual({ user_id: 7, passcode: btoa('0000') });
    },
    UI_TEST_MS,
  );

  it(
    'switches the language and speaks Spanish',
    async () => {
      answers['PUT /api/customer/user/language'] = () => jsonResponse(200, { ...info, language_code: 'sp' });
      await renderScreen(<ProfilePage />);
      fireEvent.click(await screen.findByText('Español'));
      expect(await screen.findByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
      expect(section('Código de bloqueo de pantalla')).toBeVisible();
      await waitFor(() => expect(sent('PUT', '/api/customer/user/language')[0]?.body).toEqual({ language_code: 'sp' }));
    },
    UI_TEST_MS,
  );
});
