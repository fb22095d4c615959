import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, HttpError, http, isRefreshExcluded, RoleDeniedError, refreshTokens, setRolesMap } from './http.ts';
import { session } from './session.ts';
import { fakeJwt, jsonResponse } from './test-helpers.ts';

const fetchMock = vi.fn<typeof fetch>();
const hooks = {
  onError: vi.fn(),
  onSessionLost: vi.fn(),
  onRoleDenied: vi.fn(),
  language: vi.fn(() => 'en' as const),
};

function signIn(accessExpiresInMs = 15 * 60_000) {
  session.signIn({
    access_token: fakeJwt(Date.now() + accessExpiresInMs),
    refresh_token: 'refresh-token-1',
    user_id: 7,
    phone: '+919876543210',
    created: false,
  });
}

function call(n: number): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[n] ?? [];
  const request = init ?? {};
  return { url: String(url), init: request, headers: (request.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  for (const fn of Object.values(hooks)) fn.mockClear();
  configureHttp(hooks);
  setRolesMap({});
  session.clear();
  window.history.replaceState({}, '', '/tabs/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('sends the bearer token, garage, app version, page, JSON and language headers', async () => {
    signIn();
    session.selectGarage(12, ['GARAGE_OWNER']);
    hooks.language.mockReturnValueOnce('es' as never);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await expect(http.get('/api/customer/user/info', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: true });
    const { url, headers } = call(0);
    expect(url).toBe('/api/customer/user/info?a=1');
    expect(headers.Authorization).toBe(`Bearer ${session.get().auth?.access_token}`);
    expect(headers['x-garage-id']).toBe('12');
    expect(headers['x-app-version']).toBe('2.2');
    expect(headers['Page-Url']).toBe(window.location.href);
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept-Language']).toBe('es');
  });

  it('leaves out the token for public calls and x-garage-id when told to', async () => {
    signIn();
    session.selectGarage(12);
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await http.post('/api/auth/g/otp', { mobile_number: '1' }, { auth: false });
    expect(call(0).headers.Authorization).toBeUndefined();
    await http.post('/api/customer/garage', {}, { garageId: null });
    expect(call(1).headers['x-garage-id']).toBeUndefined();
    expect(call(1).headers.Authorization).toBe(`Bearer ${session.get().auth?.access_token}`);
  });

  it('sends {} as the body of a body-less POST, so the JSON content type stays valid', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await http.post('/api/auth/g/logout', undefined, { auth: false, query: { token: 't' } });
    expect(call(0).init.body).toBe('{}');
  });

  it("does not send a call the roles map forbids, and says 'User don't have permission to access resource'", async () => {
    signIn();
    session.selectGarage(12, ['VIEW_ORDER']);
    setRolesMap({ 'PUT /api/customer/garage/{id}': ['GARAGE_OWNER'] });
    await expect(http.put('/api/customer/garage/12', { garage_name: 'x' })).rejects.toBeInstanceOf(RoleDeniedError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hooks.onRoleDenied).toHaveBeenCalledWith("User don't have permission to access resource");
  });

  it('sends the call when the user holds one of its roles, or before roles are known', async () => {
    signIn();
    setRolesMap({ 'PUT /api/customer/garage/{id}': ['GARAGE_OWNER'] });
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    session.selectGarage(12, ['VIEW_ORDER', 'GARAGE_OWNER']);
    await http.put('/api/customer/garage/12', {});
    session.selectGarage(12, null);
    await http.put('/api/customer/garage/12', {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands failures to the central handler unless raw', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'Garage name is required', code: 'VALIDATION' }));
    const error = await http.get('/api/x', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', serverMessage: 'Garage name is required' });
    expect(hooks.onError).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'm', code: 'VALIDATION' }));
    await expect(http.get('/api/x', { auth: false, raw: true })).rejects.toMatchObject({ status: 400, serverMessage: 'm' });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('leaves the statuses a caller shows itself out of the central handler, and only those', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Order not found', code: 'NOT_FOUND' }));
    // The caller still gets the failure to show itself; only the central handler stays out.
    await expect(http.get('/api/x', { auth: false, quiet: [404] })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      serverMessage: 'Order not found',
    });
    expect(hooks.onError).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'boom', code: 'INTERNAL' }));
    const error = await http.get('/api/x', { auth: false, quiet: [404] }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('turns a network failure into status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await http.get('/api/x', { auth: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('refreshes once on 401 TOKEN_EXPIRED and retries with the new token', async () => {
    signIn();
    const fresh = fakeJwt(Date.now() + 15 * 60_000, { n: 2 });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }))
      .mockResolvedValueOnce(jsonResponse(200, { access_token: fresh, token: 'refresh-token-2' }))
      .mockResolvedValueOnce(jsonResponse(200, { garages: [] }));
    await expect(http.get('/api/customer/garage')).resolves.toEqual({ garages: [] });
    const refresh = call(1);
    expect(refresh.url).toBe('/api/auth/g/refresh_token');
    expect(refresh.headers.user).toBe('7');
    expect(JSON.parse(String(refresh.init.body))).toEqual({ token: 'refresh-token-1' });
    expect(call(2).headers.Authorization).toBe(`Bearer ${fresh}`);
    expect(session.get().auth?.refresh_token).toBe('refresh-token-2');
    expect(hooks.onError).not.toHaveBeenCalled();
    expect(hooks.onSessionLost).not.toHaveBeenCalled();
  });

  it('goes to sign-in quietly when the refresh fails', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }))
      .mockResolvedValueOnce(jsonResponse(401, { message: 'Refresh token is not valid', code: 'REFRESH_INVALID' }));
    await expect(http.get('/api/customer/garage')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(hooks.onSessionLost).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('does not refresh on the sign-in, garage-register and choose-garage pages', async () => {
    expect(isRefreshExcluded('/global-signin')).toBe(true);
    expect(isRefreshExcluded('/global-garage-register')).toBe(true);
    expect(isRefreshExcluded('/choose-garage')).toBe(true);
    expect(isRefreshExcluded('/tabs/dashboard')).toBe(false);
    signIn();
    window.history.replaceState({}, '', '/choose-garage');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }));
    await expect(http.get('/api/customer/garage')).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hooks.onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('refreshes an already expired token before sending', async () => {
    signIn(-1000);
    const fresh = fakeJwt(Date.now() + 15 * 60_000, { n: 3 });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { access_token: fresh, token: 'refresh-token-2' }))
      .mockResolvedValueOnce(jsonResponse(200, {}));
    await http.get('/api/customer/user/info');
    expect(call(0).url).toBe('/api/auth/g/refresh_token');
    expect(call(1).headers.Authorization).toBe(`Bearer ${fresh}`);
  });

  it('shares one refresh between concurrent callers and swallows its failure', async () => {
    signIn();
    let release: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
    );
    const first = refreshTokens();
    const second = refreshTokens();
    expect(second).toBe(first);
    release(jsonResponse(500, { message: 'boom', code: 'INTERNAL' }));
    await expect(first).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a hung refresh block others for at most 4 seconds', async () => {
    vi.useFakeTimers();
    try {
      signIn();
      fetchMock.mockReturnValueOnce(new Promise<Response>(() => {}));
      const first = refreshTokens();
      await vi.advanceTimersByTimeAsync(4001);
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: fakeJwt(Date.now() + 900_000), token: 'r3' }));
      const second = refreshTokens();
      expect(second).not.toBe(first);
      await expect(second).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
