import { randomUUID } from 'node:crypto';

/**
 * The one source of new unique identifiers handed out by the product (a CFDI's folio fiscal from the
 * sandbox PAC), so tests can give known ones, as the clock gives known times.
 */
export type IdGenerator = () => string;

export const randomIds: IdGenerator = () => randomUUID();

/** Ids 00000000-0000-4000-8000-000000000001, …02, … in order (tests). */
export function sequentialIds(): IdGenerator {
  let n = 0;
  return () => `00000000-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`;
}
