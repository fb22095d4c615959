import { lastKnownReading, odometerBelowLast } from '@garage/domain';
import { useQuery } from '@tanstack/react-query';
import { odometerHistoryQuery } from '../../lib/api/odometer-history.ts';
import { useFormat } from '../../lib/format.ts';
import { message } from '../../lib/messages.ts';

/**
 * The warning under the odometer field when the reading is below the vehicle's last known one. It warns
 * and never blocks (decision 028). Two readings are enough: the newest may be the order being edited.
 */
export function useOdometerWarning(
  entered: string,
  vehicle: { user_car_id: number; odometer_reading: number | null } | null,
  editing: { order_id: number; odometer_reading: number | null } | null,
  unitLabel: string,
): string | undefined {
  const f = useFormat();
  const history = useQuery({ ...odometerHistoryQuery(vehicle?.user_car_id ?? 0, 0, 2), enabled: vehicle !== null });
  if (!vehicle) return undefined;
  const last = lastKnownReading(vehicle.odometer_reading, history.data?.content ?? [], editing?.order_id);
  if (last === null || !odometerBelowLast(entered, last, editing?.odometer_reading)) return undefined;
  return message('order.odometerBelowLast', f.language, { last: f.number(last), unit: unitLabel });
}
