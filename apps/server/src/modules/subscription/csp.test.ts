import { describe, expect, it } from 'vitest';
import { withConfiguredOrigins } from './csp.ts';

const base = "default-src 'self'; img-src 'self' data: blob:; frame-ancestors 'none'";
const none = { subscriptionVideoUrl: '', subscriptionVideoPosterUrl: '', biDashboardUrl: '' };

describe('content security policy for configured outside content', () => {
  it('stays as it is when nothing is configured', () => {
    expect(withConfiguredOrigins(base, none)).toBe(base);
  });

  it('allows exactly the configured origins', () => {
    const policy = withConfiguredOrigins(base, {
      subscriptionVideoUrl: 'https://cdn.example.com/videos/trial.mp4',
      subscriptionVideoPosterUrl: 'https://img.example.com/poster.jpg',
      biDashboardUrl: 'https://bi.example.com/views',
    });
    expect(policy).toBe(
      "default-src 'self'; img-src 'self' data: blob: https://img.example.com; frame-ancestors 'none'; media-src 'self' https://cdn.example.com; frame-src 'self' https://bi.example.com",
    );
  });

  it('ignores addresses that are not http(s)', () => {
    expect(
      withConfiguredOrigins(base, { ...none, subscriptionVideoUrl: 'javascript:alert(1)', biDashboardUrl: 'nonsense' }),
    ).toBe(base);
  });
});
