/**
 * A reading lower than the vehicle's last known one is most often a typing slip (a missing digit), but it
 * can be true (a replaced instrument cluster, a reset counter), so the editor warns and does not block.
 * No warning without an earlier reading, for an empty field, or for the reading already saved on the
 * document being edited.
 */
export function odometerBelowLast(
  entered: string | number | null | undefined,
  last: number | null | undefined,
  saved?: number | null,
): boolean {
  if (entered === null || entered === undefined || last === null || last === undefined) return false;
  const text = String(entered).trim();
  if (!/^\d+$/.test(text)) return false;
  const reading = Number(text);
  if (saved !== null && saved !== undefined && reading === saved) return false;
  return reading < last;
}
