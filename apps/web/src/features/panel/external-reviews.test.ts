import { describe, expect, it, vi } from 'vitest';
import { HttpError, RoleDeniedError } from '../../lib/http.ts';
import { type OpenedTab, openExternalReviews } from './external-reviews.ts';

function fakeTab(): OpenedTab & { closed: boolean } {
  return {
    opener: {},
    location: { href: 'about:blank' },
    closed: false,
    close() {
      this.closed = true;
    },
  };
}

function deps(fetchLink: () => Promise<string>, tab: OpenedTab | null = fakeTab()) {
  const openTab = vi.fn((_url?: string, _features?: string) => tab);
  const notify = vi.fn();
  return { fetchLink, openTab, notify, fallbackText: 'The external reviews site could not be opened.', tab };
}

describe('opening external reviews (spec 2.1, 7 freshreview)', () => {
  it('opens a tab in the click and points it at the sign-on link, without an opener', async () => {
    const d = deps(async () => 'https://reviews.example.com/sso?token=t');
    expect(await openExternalReviews(d)).toBe(true);
    expect(d.openTab).toHaveBeenCalledTimes(1);
    expect(d.tab!.location.href).toBe('https://reviews.example.com/sso?token=t');
    expect(d.tab!.opener).toBeNull();
    expect(d.notify).not.toHaveBeenCalled();
  });

  it('opens the link directly when the pop-up blocker refused the early tab', async () => {
    const d = deps(async () => 'https://reviews.example.com/sso?token=t', null);
    expect(await openExternalReviews(d)).toBe(true);
    expect(d.openTab).toHaveBeenLastCalledWith('https://reviews.example.com/sso?token=t', 'noopener');
  });

  it("closes the tab and shows the server's message on failure", async () => {
    const message = 'External reviews are not configured on this server. Please contact the provider.';
    const d = deps(async () => {
      throw new HttpError(400, 'BAD_REQUEST', message);
    });
    expect(await openExternalReviews(d)).toBe(false);
    expect((d.tab as ReturnType<typeof fakeTab>).closed).toBe(true);
    expect(d.notify).toHaveBeenCalledWith(message);
  });

  it('shows its own text when the server said nothing (network failure)', async () => {
    const d = deps(async () => {
      throw new HttpError(0, 'NETWORK', null);
    });
    await openExternalReviews(d);
    expect(d.notify).toHaveBeenCalledWith('The external reviews site could not be opened.');
  });

  it('never opens an answer that is not an http(s) link', async () => {
    const d = deps(async () => 'javascript:alert(1)');
    expect(await openExternalReviews(d)).toBe(false);
    expect(d.tab!.location.href).toBe('about:blank');
    expect((d.tab as ReturnType<typeof fakeTab>).closed).toBe(true);
    expect(d.notify).toHaveBeenCalledWith('The external reviews site could not be opened.');
  });

  it('stays quiet when the role guard stopped the call (it has said why)', async () => {
    const d = deps(async () => {
      throw new RoleDeniedError('User don’t have permission to access resource');
    });
    await openExternalReviews(d);
    expect(d.notify).not.toHaveBeenCalled();
  });
});
