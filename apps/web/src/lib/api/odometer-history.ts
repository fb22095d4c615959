import type { OdometerReading } from '@garage/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../http.ts';
import type { Page } from './masters.ts';

export type { OdometerReading };

/**
 * A vehicle's readings from its orders, newest first. Under ['vehicles'], so saving an order (which
 * refreshes the vehicles) refreshes it too. Used by the vehicle page and the order editor's warning.
 */
export const odometerHistoryQuery = (userCarId: number, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['vehicles', 'odometer', userCarId, page, pageSize] as const,
    queryFn: ({ signal }) =>
      http.get<Page<OdometerReading>>('/api/oms/order/customer/vehicle/odometer', {
        query: { user_car_id: userCarId, page_number: page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
