import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, type RouteAnswer } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { useFormat } from '../../lib/format.ts';

type Recommended = RouteAnswer<typeof routes.recommendedItems>;

export const recommendedKeys = {
  all: ['recommended-items'] as const,
  vehicle: (userCarId: number) => [...recommendedKeys.all, 'vehicle', userCarId] as const,
};

export interface RecommendedItemsProps {
  vehicleId: number;
  /** Items already on the document are not offered again. */
  present: ReadonlySet<string>;
  onAdd: (kind: 'service' | 'part', id: number) => void;
}

/**
 * What the garage usually fits on this vehicle's model (else brand), one press to add (decision 059).
 * Quiet when the vehicle has no brand or model or the call fails (spec: recommendations failure is silent).
 */
export function RecommendedItems({ vehicleId, present, onAdd }: RecommendedItemsProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const answer = useQuery({
    queryKey: recommendedKeys.vehicle(vehicleId),
    queryFn: ({ signal }): Promise<Recommended> =>
      call(routes.recommendedItems, { query: { user_car_id: vehicleId, limit: 8 }, signal, raw: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const items = (answer.data?.items ?? []).filter((i) => !present.has(`${i.kind}:${i.item_id}`));
  if (items.length === 0) return null;
  const title = answer.data?.matched_by === 'model' ? t('orderEditor.recommended.byModel') : t('orderEditor.recommended.byBrand');
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4} id="recommended-items-title">
        {title}
      </Text>
      <Group gap={6} aria-labelledby="recommended-items-title" role="group">
        {items.map((i) => (
          <Button
            key={`${i.kind}:${i.item_id}`}
            size="compact-sm"
            variant="light"
            onClick={() => onAdd(i.kind, i.item_id)}
            title={t('orderEditor.recommended.hint', { count: i.orders, price: f.money(i.price) })}
          >
            + {i.name}
            {i.kind === 'part' && i.running_stock !== null && (
              <Text span size="xs" c={Number(i.running_stock) > 0 ? 'dimmed' : 'orange'} ml={6}>
                {t('orderEditor.lines.stockShort', { count: f.number(i.running_stock) })}
              </Text>
            )}
          </Button>
        ))}
      </Group>
    </div>
  );
}
