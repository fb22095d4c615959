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

/**
 * The reading to compare with: the higher of the vehicle's own recorded reading and the newest reading of
 * its orders other than the one being edited. Odometers only count up, so the higher one is the latest
 * true reading; a wrong high reading keeps warning until someone corrects it, which is the point.
 */
export function lastKnownReading(
  vehicleReading: number | null | undefined,
  orderReadings: ReadonlyArray<{ order_id: number; reading: number }>,
  editingOrderId?: number | null,
): number | null {
  const newest = orderReadings.find((r) => r.order_id !== editingOrderId)?.reading;
  const known = [vehicleReading, newest].filter((r): r is number => typeof r === 'number' && r > 0);
  return known.length > 0 ? Math.max(...known) : null;
}
