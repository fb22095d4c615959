import { describe, expect, it, vi } from 'vitest';
import { broadcastSessionChange, isSessionMessage, onSessionChange, SESSION_CHANNEL } from './session-broadcast.ts';

describe('cross-session broadcast', () => {
  it.each([
    [{ type: 'garageChange', from: 'a' }, true],
    [{ type: 'switchView', from: 'a' }, true],
    [{ type: 'logout', from: 'a' }, false],
    [{ type: 'garageChange' }, false],
    ['garageChange', false],
    [null, false],
  ])('%j is a session message: %s', (data, expected) => {
    expect(isSessionMessage(data)).toBe(expected);
  });

  it("hears another session's garageChange and switchView, not its own", async () => {
    const heard = vi.fn();
    const stop = onSessionChange(heard);
    broadcastSessionChange('garageChange');
    const other = new BroadcastChannel(SESSION_CHANNEL);
    other.postMessage({ type: 'switchView', from: 'another-tab' });
    other.postMessage({ type: 'garageChange', from: 'another-tab' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(heard.mock.calls.map(([type]) => type)).toEqual(['switchView', 'garageChange']);
    other.close();
    stop();
  });
});
