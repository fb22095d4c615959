import { Money } from '@garage/domain';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { type DocumentLine, linesOfOrder } from '../../lib/orders/document-lines.ts';

/**
 * The lines as billed; on a share of a split bill each line carries the percent of it this bill bills, shown in a
 * Share column beside the whole line's unit price (the tax and amount are the share's).
 */
export function shareLines(invoice: Pick<Invoice, 'share' | 'lines'>): DocumentLine[] {
  const lines = linesOfOrder(invoice);
  const share = invoice.share;
  if (share === 'FULL') return lines;
  return lines.map((l, i) => {
    const pct = new Money(invoice.lines[i]?.insurance_percentage ?? 0);
    const part = share === 'INSURER' ? pct : new Money(100).minus(pct);
    return { ...l, sharePercent: part.toFixed() };
  });
}
