import { describe, expect, it } from 'vitest';
import { ADVISORY_ROLES, isApologyReply } from './advisory.ts';
import { hasAnyRole } from './roles.ts';

describe('vehicle advisory rules', () => {
  it("treats a reply containing the word 'sorry' (any case) as an apology", () => {
    expect(isApologyReply('Sorry, no data.')).toBe(true);
    expect(isApologyReply('<p>I am SORRY but…</p>')).toBe(true);
    expect(isApologyReply('<table class="rec-table"><tr><td>0W-20</td></tr></table>')).toBe(false);
    expect(isApologyReply('Sorrymotors oil')).toBe(false);
  });

  it('admits owners and order, stock or invoice roles; not a technician or accountant-only role', () => {
    expect(hasAnyRole(['GARAGE_OWNER'], ADVISORY_ROLES)).toBe(true);
    expect(hasAnyRole(['CREATE_INVENTORY'], ADVISORY_ROLES)).toBe(true);
    expect(hasAnyRole(['VIEW_INVOICE'], ADVISORY_ROLES)).toBe(true);
    expect(hasAnyRole(['TECHNICIAN'], ADVISORY_ROLES)).toBe(false);
    expect(hasAnyRole(['EDIT_INVOICE'], ADVISORY_ROLES)).toBe(false);
  });
});
