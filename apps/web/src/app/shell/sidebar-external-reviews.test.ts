import { describe, expect, it } from 'vitest';
import { buildSidebar, type SidebarContext } from './sidebar-model.ts';

const ctx = (properties: SidebarContext['properties']): SidebarContext => ({
  roles: ['GARAGE_OWNER'],
  properties,
  subscriptionType: 'PAID',
  garageCount: 1,
  onlinePaymentActive: false,
});

const feedbackEntry = (c: SidebarContext) =>
  buildSidebar(c)
    .flatMap((g) => g.items)
    .find((i) => i.id === 'garage-feedbacks');

describe('Service Feedbacks entry (spec 2.3)', () => {
  it('opens the feedback page without external reviews', () => {
    expect(feedbackEntry(ctx({}))?.action).toEqual({ kind: 'feature', slug: 'garage-feedbacks' });
    expect(feedbackEntry(ctx({ freshreviewEnabled: false }))?.action.kind).toBe('feature');
  });
  it('opens external reviews in a new tab when freshreview is enabled', () => {
    expect(feedbackEntry(ctx({ freshreviewEnabled: true }))?.action).toEqual({ kind: 'external-reviews' });
    expect(feedbackEntry(ctx({ freshreviewEnabled: 'true' }))?.action).toEqual({ kind: 'external-reviews' });
  });
});
