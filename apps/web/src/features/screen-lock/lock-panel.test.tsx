import { Modal } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { LockPanel, type LockPanelProps } from './lock-panel.tsx';
import { page } from './use-verify.ts';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function serve(handler: Handler) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
  return calls;
}

async function renderPanel(overrides: Partial<LockPanelProps> = {}) {
  const props: LockPanelProps = {
    userId: 7,
    displayName: 'Ravi Kumar',
    profilePic: null,
    garageName: 'Demo Motors',
    keypad: true,
    onUnlocked: vi.fn(),
    onSessionEnded: vi.fn(),
    onSwitchAccount: vi.fn(),
    ...overrides,
  };
  await renderScreen(
    <Modal.Root opened onClose={() => {}}>
      <Modal.Content>
        <Modal.Body>
          <LockPanel {...props} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>,
  );
  return props;
}

const press = (keys: string) => {
  for (const key of keys) fireEvent.click(screen.getByRole('button', { name: key }));
};
const circles = () => screen.getByTestId('passcode-indicators');

describe('screen lock panel', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /**
   * The 800 ms reset and submit debounce read setTimeout and Date.now: fake both, still moving with real time
   * so requests and renders settle, and jump past the 800 ms instead of sleeping through it.
   */
  const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });

  it('keypad: shows who is locked out, auto-submits base64 at the fourth digit, shakes and clears a wrong entry', async () => {
    const calls = serve((url) => {
      if (url.pathname.endsWith('/check')) return jsonResponse(200, { has_passcode: true });
      const ok = url.searchParams.get('pass_code') === btoa('2580');
      return jsonResponse(200, { valid: ok, attempts_left: ok ? 5 : 4 });
    });
    fakeClock();
    const props = await renderPanel();
    expect(await screen.findByRole('heading', { name: 'Screen locked' })).toBeVisible();
    expect(screen.getByText('Ravi Kumar')).toBeVisible();
    expect(screen.getByText('Demo Motors')).toBeVisible();
    expect(screen.getByText('RK')).toBeVisible();

    press('12');
    fireEvent.click(screen.getByRole('button', { name: 'Delete last digit' }));
    expect(circles().getAttribute('aria-label')).toBe('1 of 4 digits entered');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(circles().getAttribute('aria-label')).toBe('0 of 4 digits entered');

    press('1111');
    await waitFor(() => expect(circles().getAttribute('data-wrong')).toBe('true'));
    const validate = calls.filter((c) => c.url.pathname.endsWith('/validate'));
    expect(validate).toHaveLength(1);
    expect(validate[0]?.url.searchParams.get('pass_code')).toBe(btoa('1111'));
    expect(validate[0]?.url.searchParams.get('user_id')).toBe('7');
    expect(screen.getByText('Passcode does not match, please verify')).toBeVisible();
    expect(screen.getByText('4 tries left before you are signed out')).toBeVisible();
    expect(circles().className).toMatch(/shake/);
    expect(circles().getAttribute('aria-label')).toBe('4 of 4 digits entered');
    // Cleared 800 ms after the wrong try.
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(circles().getAttribute('aria-label')).toBe('0 of 4 digits entered');
    expect(props.onUnlocked).not.toHaveBeenCalled();

    // The submit debounce is 800 ms; by now it has passed.
    press('2580');
    await waitFor(() => expect(props.onUnlocked).toHaveBeenCalledTimes(1));
  });

  it('the fifth wrong try (401 PASSCODE_LOCKED) ends the session', async () => {
    serve((url) =>
      url.pathname.endsWith('/check')
        ? jsonResponse(200, { has_passcode: true })
        : jsonResponse(401, { message: 'Too many wrong passcodes.', code: 'PASSCODE_LOCKED' }),
    );
    const props = await renderPanel();
    await screen.findByRole('heading', { name: 'Screen locked' });
    press('0000');
    await waitFor(() => expect(props.onSessionEnded).toHaveBeenCalledTimes(1));
    expect(props.onUnlocked).not.toHaveBeenCalled();
  });

  it('a failed verification request reloads the page', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    serve((url) =>
      url.pathname.endsWith('/check') ? jsonResponse(200, { has_passcode: true }) : jsonResponse(500, { message: 'boom' }),
    );
    await renderPanel();
    await screen.findByRole('heading', { name: 'Screen locked' });
    press('1234');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('a passcode reset meanwhile (400 on validate) turns the lock into create mode', async () => {
    let has = true;
    serve((url) => {
      if (url.pathname.endsWith('/check')) return jsonResponse(200, { has_passcode: has });
      has = false;
      return jsonResponse(400, { message: 'No passcode has been set yet', code: 'BAD_REQUEST' });
    });
    await renderPanel();
    await screen.findByRole('heading', { name: 'Screen locked' });
    press('1234');
    expect(await screen.findByRole('heading', { name: 'Set a passcode' })).toBeVisible();
  });

  it('desktop boxes: masked, show/hide, Enter submits; Forgot Passcode? shows the catalogue text', async () => {
    const calls = serve((url) =>
      url.pathname.endsWith('/check')
        ? jsonResponse(200, { has_passcode: true })
        : jsonResponse(200, { valid: true, attempts_left: 5 }),
    );
    const props = await renderPanel({ keypad: false });
    await screen.findByRole('heading', { name: 'Screen locked' });
    const first = screen.getByLabelText('Passcode, digit 1 of 4') as HTMLInputElement;
    expect(first.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show passcode' }));
    expect((screen.getByLabelText('Passcode, digit 1 of 4') as HTMLInputElement).type).not.toBe('password');
    const unlock = screen.getByRole('button', { name: 'Unlock' }) as HTMLButtonElement;
    expect(unlock.disabled).toBe(true);
    for (const [i, digit] of ['4', '3', '2', '1'].entries()) {
      fireEvent.change(screen.getByLabelText(`Passcode, digit ${i + 1} of 4`), { target: { value: digit } });
    }
    expect(unlock.disabled).toBe(false);
    fireEvent.keyDown(screen.getByLabelText('Passcode, digit 4 of 4'), { key: 'Enter' });
    await waitFor(() => expect(props.onUnlocked).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.url.pathname.endsWith('/validate'))?.url.searchParams.get('pass_code')).toBe(btoa('4321'));

    fireEvent.click(screen.getByRole('button', { name: 'Forgot Passcode?' }));
    expect(screen.getByText('Please contact your administrator to reset your passcode')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Switch account?' }));
    expect(props.onSwitchAccount).toHaveBeenCalledTimes(1);
  });

  it('create mode: the confirmation must match; a failed save only ends the loading state', async () => {
    let saveStatus = 500;
    const calls = serve((url) => {
      if (url.pathname.endsWith('/check')) return jsonResponse(200, { has_passcode: false });
      return saveStatus === 200 ? jsonResponse(200, { message: 'Passcode saved' }) : jsonResponse(saveStatus, {});
    });
    fakeClock();
    const props = await renderPanel({ keypad: true });
    await screen.findByRole('heading', { name: 'Set a passcode' });
    expect(screen.queryByRole('button', { name: 'Forgot Passcode?' })).toBeNull();
    const type = (label: string, digits: string) => {
      for (const [i, digit] of [...digits].entries()) {
        fireEvent.change(screen.getByLabelText(`${label}, digit ${i + 1} of 4`), { target: { value: digit } });
      }
    };
    const save = screen.getByRole('button', { name: 'Save passcode' }) as HTMLButtonElement;
    type('New passcode', '0000');
    expect(save.disabled).toBe(true);
    type('Confirm passcode', '0001');
    expect(screen.getByText('Passwords do not match please re-enter and try again')).toBeVisible();
    expect(save.disabled).toBe(true);
    type('Confirm passcode', '0000');
    expect(screen.queryByText('Passwords do not match please re-enter and try again')).toBeNull();
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(props.onUnlocked).not.toHaveBeenCalled();

    saveStatus = 200;
    // Past the 800 ms submit debounce.
    await act(() => vi.advanceTimersByTimeAsync(850));
    fireEvent.click(save);
    await waitFor(() => expect(props.onUnlocked).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(JSON.parse(String(posts.at(-1)?.init.body))).toEqual({ user_id: 7, passcode: btoa('0000') });
  });
});
