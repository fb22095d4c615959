import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const base = { dataDir: '/tmp/garage-config-test', jwtSecret: 'x'.repeat(40) };
const saved = { url: process.env.FRESHREVIEW_SSO_URL, secret: process.env.FRESHREVIEW_SSO_SECRET };

afterEach(() => {
  for (const [name, value] of [
    ['FRESHREVIEW_SSO_URL', saved.url],
    ['FRESHREVIEW_SSO_SECRET', saved.secret],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('external reviews configuration', () => {
  it('is off without an address', () => {
    delete process.env.FRESHREVIEW_SSO_URL;
    expect(loadConfig(base)).toMatchObject({ freshreviewSsoUrl: '', freshreviewSsoSecret: '' });
  });
  it('reads an https address and a long secret', () => {
    process.env.FRESHREVIEW_SSO_URL = 'https://reviews.example.com/sso';
    process.env.FRESHREVIEW_SSO_SECRET = 's'.repeat(32);
    expect(loadConfig(base)).toMatchObject({
      freshreviewSsoUrl: 'https://reviews.example.com/sso',
      freshreviewSsoSecret: 's'.repeat(32),
    });
  });
  it.each([
    ['a short secret', 'https://reviews.example.com/sso', 'short', /at least 32/],
    ['no secret', 'https://reviews.example.com/sso', '', /at least 32/],
    ['a javascript: address', 'javascript:alert(1)', 's'.repeat(32), /http\(s\)/],
    ['not an address', 'reviews', 's'.repeat(32), /http\(s\)/],
  ])('refuses %s at start', (_name, url, secret, error) => {
    process.env.FRESHREVIEW_SSO_URL = url;
    process.env.FRESHREVIEW_SSO_SECRET = secret;
    expect(() => loadConfig(base)).toThrow(error);
  });
});
