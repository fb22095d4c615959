import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

/** Query keys of the dashboard's own data. */
export const dashboardKeys = {
  inspectionCount: (garageId: number) => ['inspection-count', garageId] as const,
};

/**
 * Pending-approval count of the Inspections card (spec 2.4). Inspections are not built yet, so the count
 * route answers 404 today; any failure counts as 0 (spec 7) and is not shown (decision 017).
 */
export const inspectionCountQuery = (garageId: number) =>
  queryOptions({
    queryKey: dashboardKeys.inspectionCount(garageId),
    queryFn: async () => {
      try {
        // Not in the contract's route table (no inspections on the server yet): the one call left outside call().
        const answer = await http.get<unknown>('/api/oms/inspection/count', {
          raw: true,
          query: { garage_id: garageId, status: 'PENDING_APPROVAL' },
        });
        return pendingCountOf(answer);
      } catch {
        return 0;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

/** Reads a count answer: a number, or { count } / { pending_approval_count }; anything else is 0. */
export function pendingCountOf(answer: unknown): number {
  const pick = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null);
  if (pick(answer) !== null) return pick(answer) as number;
  if (typeof answer === 'object' && answer !== null) {
    const a = answer as Record<string, unknown>;
    return pick(a.pending_approval_count) ?? pick(a.count) ?? 0;
  }
  return 0;
}
