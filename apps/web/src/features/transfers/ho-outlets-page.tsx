import { parseRoles } from '@garage/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { garagesQuery } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { session, useSession } from '../../lib/session.ts';
import { hoOutletsQuery } from '../../lib/transfers/transfers-api.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { HoPurchaseOrders } from './ho-purchase-orders.tsx';

/**
 * Head Office Management → Inventory with Purchase Order (spec 2.3): each outlet's stock, opening that
 * outlet's inventory (switching to it when the user belongs to it, decision 058), and the purchase orders
 * of every outlet (raised in each outlet's own inventory; decision 053 addendum).
 */
export function HoOutletsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const garageId = useSession().garageId ?? 0;
  const outlets = useQuery(hoOutletsQuery(garageId));
  const garages = useQuery(garagesQuery());
  const notHeadOffice = outlets.error instanceof HttpError && outlets.error.status === 403;
  const open = (id: number) => {
    const target = garages.data?.find((g) => g.garage_id === id);
    if (target && id !== garageId) session.selectGarage(id, parseRoles(target.roles));
    void navigate({ to: '/tabs/$feature', params: { feature: 'inventory' } });
  };

  return (
    <Stack maw={1100}>
      <PageHeader title={t('transfers.ho.outletsTitle')} description={t('transfers.ho.outletsDescription')} />
      {notHeadOffice ? (
        <Alert color="yellow">{t('transfers.ho.notHeadOffice')}</Alert>
      ) : (
        <QueryList
          query={outlets}
          rows={(data) => data}
          skeleton={{ rows: 2, height: 96 }}
          empty={{ icon: <IconBuildingStore size={22} />, title: t('transfers.form.noOutlets') }}
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {rows.map((o) => (
                <Paper key={o.garage_id} withBorder p="md">
                  <Stack gap={6}>
                    <Group gap="xs">
                      <Text fw={600}>{o.garage_name}</Text>
                      {o.head_office && (
                        <Badge size="xs" variant="light">
                          {t('transfers.ho.headOffice')}
                        </Badge>
                      )}
                      {o.garage_id === garageId && (
                        <Badge size="xs" variant="outline">
                          {t('transfers.ho.here')}
                        </Badge>
                      )}
                    </Group>
                    {o.address && (
                      <Text size="xs" c="dimmed">
                        {o.address}
                      </Text>
                    )}
                    <Text size="sm">{t('transfers.ho.partsInStock', { count: o.parts_in_stock })}</Text>
                    {o.stock_value !== null && (
                      <Text size="sm">
                        {t('transfers.ho.value')}: {f.money(o.stock_value)}
                      </Text>
                    )}
                    {o.member ? (
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => open(o.garage_id)}
                        aria-label={t('transfers.ho.openInventory', { name: o.garage_name })}
                      >
                        {t('transfers.ho.openInventoryShort')}
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t('transfers.ho.notMember')}
                      </Text>
                    )}
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </QueryList>
      )}
      {outlets.data && <HoPurchaseOrders outlets={outlets.data} />}
    </Stack>
  );
}
