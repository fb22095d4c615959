import { hasAnyRole } from '@garage/domain';
import { Anchor, Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconEdit, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { Fact } from '../../lib/purchasing/fact.tsx';
import { PurchaseStatusBadge } from '../../lib/purchasing/purchase-status-badge.tsx';
import { vendorQuery } from '../../lib/purchasing/purchasing-api.ts';
import { Section } from '../../lib/ui/detail-section.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { VendorModal } from './vendor-modal.tsx';
import { VendorPricesSection } from './vendor-prices-section.tsx';

const route = getRouteApi('/tabs/vendor-info/$vendorId');

/** /tabs/vendor-info/{id}: a vendor's details, what is owed to it, its recent purchase orders and stock-ins. */
export function VendorInfoPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const id = Number(route.useParams().vendorId);
  const vendor = useQuery(vendorQuery(id));
  const [editing, setEditing] = useState(false);
  const back = { label: t('features.myVendor'), render: (props: object) => <Link {...props} to="/tabs/my-vendors" /> };
  if (vendor.isPending) return <ListSkeleton rows={6} />;
  if (!vendor.data) return <LoadFailed onRetry={() => void vendor.refetch()} />;
  const v = vendor.data;
  const canWrite = hasAnyRole(roles, routes.updateVendor.roles);
  const canOrder = hasAnyRole(roles, routes.createPurchaseOrder.roles) && v.active;
  const canReturn = hasAnyRole(roles, routes.createVendorCreditNote.roles);
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={v.name}
        description={v.active ? undefined : t('purchasing.vendors.inactive')}
        back={back}
        actions={
          <>
            {canWrite && (
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                {t('purchasing.vendors.edit')}
              </Button>
            )}
            {canReturn && (
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={16} />}
                renderRoot={(props) => <Link {...props} to="/tabs/vendor-part-return" search={{ vendor: v.vendor_id }} />}
              >
                {t('purchasing.returns.returnParts')}
              </Button>
            )}
            {canOrder && (
              <Button
                leftSection={<IconPlus size={16} />}
                renderRoot={(props) => <Link {...props} to="/tabs/create-purchase-order" search={{ vendor: v.vendor_id }} />}
              >
                {t('purchasing.vendors.newOrder')}
              </Button>
            )}
          </>
        }
      />
      <Section title={t('purchasing.vendors.info')}>
        <Grid gap="sm">
          {(
            [
              ['taxNumber', v.tax_number],
              ['contactName', v.contact_name],
              ['phone', v.phone],
              ['email', v.email],
              ['address', v.address],
              ['terms', t('purchasing.vendors.termsShort', { days: v.payment_terms_days })],
              ['due', f.money(v.due_amount)],
              ['notes', v.notes],
            ] as const
          ).map(([key, value]) => (
            <Grid.Col key={key} span={{ base: 12, sm: 6, md: 3 }}>
              <Fact label={t(`purchasing.vendors.${key}`)}>{value || '—'}</Fact>
            </Grid.Col>
          ))}
        </Grid>
      </Section>
      <Section title={t('purchasing.prices.title')}>
        <VendorPricesSection vendorId={v.vendor_id} />
      </Section>
      <Section title={t('purchasing.vendors.recentOrders')}>
        {v.purchase_orders.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('purchasing.vendors.noOrders')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {v.purchase_orders.map((po) => (
                  <Table.Tr key={po.purchase_order_id}>
                    <Table.Td>
                      <Anchor
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/tabs/purchase-order/$orderId"
                            params={{ orderId: String(po.purchase_order_id) }}
                          />
                        )}
                      >
                        {po.po_number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{f.date(po.created_at)}</Table.Td>
                    <Table.Td>
                      <PurchaseStatusBadge status={po.status} />
                    </Table.Td>
                    <Table.Td ta="right">{po.grand_total === null ? '—' : f.money(po.grand_total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section title={t('purchasing.vendors.recentStockIns')}>
        {v.stock_ins.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('purchasing.vendors.noStockIns')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {v.stock_ins.map((s) => (
                  <Table.Tr key={s.stock_in_id}>
                    <Table.Td>
                      <Anchor
                        renderRoot={(props) => (
                          <Link {...props} to="/tabs/stock-in/$stockInId" params={{ stockInId: String(s.stock_in_id) }} />
                        )}
                      >
                        {s.stock_in_number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{s.bill_number ?? '—'}</Table.Td>
                    <Table.Td>{f.date(`${s.received_day}T12:00:00Z`, 'UTC')}</Table.Td>
                    <Table.Td ta="right">{s.due_amount === null ? '—' : f.money(s.due_amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Group />
      <VendorModal vendor={v} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
