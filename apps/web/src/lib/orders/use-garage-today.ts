import { localDay } from '@garage/domain';
import { useGarageContext } from '../masters/use-master-rules.ts';

/** Today in the garage's time zone (YYYY-MM-DD); UTC when the zone is unknown. */
export function useGarageToday(): string {
  const { timeZone } = useGarageContext();
  try {
    return localDay(new Date(), timeZone);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}
