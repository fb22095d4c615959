import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_TITLE, parsePush } from './push-payload.ts';

describe('parsePush', () => {
  it('keeps the title, body and address of a push', () => {
    expect(parsePush({ title: 'RO-00007 ready', body: 'Ready for pick-up', url: '/tabs/orders' })).toEqual({
      title: 'RO-00007 ready',
      body: 'Ready for pick-up',
      url: '/tabs/orders',
    });
  });

  it('gives a generic title and an empty body when they are missing or not text', () => {
    expect(parsePush({ title: '', body: 5 })).toEqual({ title: DEFAULT_PUSH_TITLE, body: '', url: undefined });
    expect(parsePush(null)).toEqual({ title: DEFAULT_PUSH_TITLE, body: '', url: undefined });
    expect(parsePush('text')).toEqual({ title: DEFAULT_PUSH_TITLE, body: '', url: undefined });
  });
});
