import { describe, expect, it } from 'vitest';
import { supportLinks } from './support-links.ts';

describe('support phone links', () => {
  it.each([
    ['+91 98765 43210', 'tel:+919876543210', 'sms:+919876543210', 'https://wa.me/919876543210'],
    ['0044 (20) 7946-0958', 'tel:+442079460958', 'sms:+442079460958', 'https://wa.me/442079460958'],
    ['971501234567', 'tel:971501234567', 'sms:971501234567', 'https://wa.me/971501234567'],
  ])('%s: call, SMS and WhatsApp', (configured, call, sms, whatsapp) => {
    expect(supportLinks(configured)).toEqual({ display: configured, call, sms, whatsapp });
  });

  it.each([[''], ['   '], [null], [undefined], ['12345'], ['+1234567890123456'], ['call us']])(
    'hides the entries for %j',
    (configured) => {
      expect(supportLinks(configured)).toBeNull();
    },
  );
});
