import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http.ts';
import { jsonResponse } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { SignInForm } from './sign-in-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureHttp({ onError: vi.fn(), onSessionLost: vi.fn(), onRoleDenied: vi.fn(), language: () => 'en' });
  localStorage.setItem('garage.lastPhoneCode', JSON.stringify('91'));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in form', () => {
  it('labels its inputs for assistive technology', async () => {
    await renderScreen(<SignInForm />);
    const mobile = await screen.findByRole('textbox', { name: /Mobile number/ });
    expect(mobile).toBeVisible();
    expect(mobile).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Use e-mail instead' })).toBeEnabled();
  });

  it('checks the number with the domain rules before sending', async () => {
    await renderScreen(<SignInForm />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Mobile number/ }), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid mobile number')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the 6-digit code with a resend countdown once the code is sent', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'sent', resend_after_seconds: 30 }));
    await renderScreen(<SignInForm />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Mobile number/ }), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getAllByLabelText('One-time code')).toHaveLength(6));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/g/otp');
    expect(JSON.parse(String(init?.body))).toEqual({ mobile_number: '9876543210', country_phone_code: '91' });
    expect(screen.getAllByLabelText('One-time code')[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByText('Resend code in 0:30')).toBeVisible();
  });

  it('shows a rate-limit answer next to the form and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { message: 'Too many codes requested for this number.', code: 'RATE_LIMITED' }),
    );
    await renderScreen(<SignInForm />);
    const input = await screen.findByRole('textbox', { name: /Mobile number/ });
    fireEvent.change(input, { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many codes requested for this number.');
    expect((input as HTMLInputElement).value).toBe('9876543210');
  });

  it('shows why the e-mail variant was refused and stays on the e-mail step', async () => {
    const refusal = 'This e-mail address is not verified for this number. Ask for the code by SMS.';
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: refusal, code: 'BAD_REQUEST' }));
    await renderScreen(<SignInForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use e-mail instead' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), { target: { value: '9876543210' } });
    const email = screen.getByRole('textbox', { name: /E-mail/i });
    fireEvent.change(email, { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/auth/g/otp/email?');
    expect((email as HTMLInputElement).value).toBe('someone@example.com');
    expect(screen.queryAllByLabelText('One-time code')).toHaveLength(0);
  });

  describe('the six code boxes', () => {
    const sent = () => jsonResponse(200, { message: 'sent', resend_after_seconds: 30 });
    const wrongCode = () => jsonResponse(400, { message: 'Invalid OTP, please enter valid otp', code: 'BAD_REQUEST' });
    const validations = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/validate'));

    async function codeBoxes() {
      await renderScreen(<SignInForm />);
      fireEvent.change(await screen.findByRole('textbox', { name: /Mobile number/ }), { target: { value: '9876543210' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(screen.getAllByLabelText('One-time code')).toHaveLength(6));
      return screen.getAllByLabelText('One-time code');
    }

    it('submit by themselves when the sixth digit is typed', async () => {
      fetchMock.mockResolvedValueOnce(sent()).mockResolvedValueOnce(wrongCode());
      const boxes = await codeBoxes();
      boxes.forEach((box, i) => {
        fireEvent.change(box, { target: { value: String(i + 1) } });
      });
      await waitFor(() => expect(validations()).toHaveLength(1));
      expect(String(validations()[0]?.[0])).toContain('OTP=123456');
      // A wrong code empties the boxes for the next try.
      await waitFor(() => expect(screen.getAllByLabelText('One-time code')[0]).toHaveValue(''));
    });

    it('fill all boxes from a pasted code and submit it once, even when Verify and Enter are pressed too', async () => {
      let answer: (r: Response) => void = () => {};
      fetchMock.mockResolvedValueOnce(sent()).mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
      const boxes = await codeBoxes();
      fireEvent.paste(boxes[0] as HTMLElement, { clipboardData: { getData: () => ' 654 321\n' } });
      await waitFor(() => expect(validations()).toHaveLength(1));
      expect(screen.getAllByLabelText('One-time code').map((b) => (b as HTMLInputElement).value)).toEqual([
        '6',
        '5',
        '4',
        '3',
        '2',
        '1',
      ]);
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      fireEvent.submit(screen.getByRole('button', { name: 'Verify' }).closest('form') as HTMLFormElement);
      answer(wrongCode());
      await waitFor(() => expect(screen.getAllByLabelText('One-time code')[0]).toHaveValue(''));
      expect(validations()).toHaveLength(1);
      expect(String(validations()[0]?.[0])).toContain('OTP=654321');
    });

    it('wait for the sixth digit before sending', async () => {
      fetchMock.mockResolvedValueOnce(sent());
      const boxes = await codeBoxes();
      fireEvent.paste(boxes[0] as HTMLElement, { clipboardData: { getData: () => '12345' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(validations()).toHaveLength(0);
    });
  });
});
