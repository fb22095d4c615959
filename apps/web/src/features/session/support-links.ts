/** The support number of the configuration (SUPPORT_PHONE) as call, SMS and WhatsApp links (spec 9). */
export interface SupportLinks {
  /** As configured, for display. */
  display: string;
  call: string;
  sms: string;
  whatsapp: string;
}

/** Null when no usable number is configured: the support entries are then hidden. */
export function supportLinks(configured: string | null | undefined): SupportLinks | null {
  const display = (configured ?? '').trim();
  const digits = display.replace(/\D/g, '');
  // E.164 numbers have at most 15 digits; fewer than 6 is no reachable number.
  if (digits.length < 6 || digits.length > 15) return null;
  const international = display.startsWith('+') || display.startsWith('00');
  const plain = display.startsWith('00') ? digits.slice(2) : digits;
  const dial = international ? `+${plain}` : plain;
  return { display, call: `tel:${dial}`, sms: `sms:${dial}`, whatsapp: `https://wa.me/${plain}` };
}
