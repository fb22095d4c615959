import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer } from './call.ts';
import { vehicleKeys } from './masters.ts';
import { routes } from './routes.ts';

export type OdometerReading = RouteAnswer<typeof routes.vehicleOdometerHistory>['content'][number];

/**
 * A vehicle's readings from its orders, newest first. Under the vehicles' keys, so saving an order (which
 * refreshes the vehicles) refreshes it too. Used by the vehicle page and the order editor's warning.
 */
export const odometerHistoryQuery = (userCarId: number, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: vehicleKeys.odometer(userCarId, page, pageSize),
    queryFn: ({ signal }) =>
      call(routes.vehicleOdometerHistory, { query: { user_car_id: userCarId, page_number: page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
