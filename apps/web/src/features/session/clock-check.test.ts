import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../lib/test-helpers.ts';
import { checkClock, clockSnapshot, resetClockCheck } from './clock-check.ts';

const fetchMock = vi.fn<typeof fetch>();
const server = Date.parse('2026-11-21T10:00:00Z');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetClockCheck();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('clock check', () => {
  it('flags a device 10 minutes ahead of the server (answer without a Z)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { current_date_time: '2026-11-21T10:00:00' }));
    await checkClock(() => server + 10 * 60_000);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/date/current');
    expect(clockSnapshot()).toEqual({ offsetMs: 600_000, outOfSync: true, drift: true });
  });

  it('skips a check within 2 s of the last one', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { current_date_time: '2026-11-21T10:00:00Z' }));
    await checkClock(() => server);
    await checkClock(() => server + 1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await checkClock(() => server + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('logs a failure and clears the drift flag', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { current_date_time: '2026-11-21T10:00:00Z' }));
    await checkClock(() => server + 3 * 60_000);
    expect(clockSnapshot().drift).toBe(true);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await checkClock(() => server + 10_000);
    expect(clockSnapshot().drift).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });
});
