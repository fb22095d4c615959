import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The delivery time field: datetime-local text in the garage's time zone. */

/** A datetime-local text read in the garage's time zone, as an ISO instant; null when empty or invalid. */
export function localInputToIso(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  try {
    const d = dayjs.tz(value, timeZone);
    return d.isValid() ? d.toISOString() : null;
  } catch {
    return null;
  }
}

/** An ISO instant as the datetime-local text of the garage's time zone. */
export function isoToLocalInput(value: string | null, timeZone: string): string {
  if (!value) return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  try {
    return d.tz(timeZone).format('YYYY-MM-DDTHH:mm');
  } catch {
    return d.utc().format('YYYY-MM-DDTHH:mm');
  }
}
