import { CUSTOMER_READ, CUSTOMER_WRITE, ORDER_CREATE } from '@garage/contract';
import { INVOICE_CREATE, INVOICE_READ, PAYMENT_TAKE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCarSuv, IconCash, IconEdit, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { InvoiceList } from '../../lib/invoices/invoice-list.tsx';
import { invoiceSearchQuery } from '../../lib/invoices/invoices-api.ts';
import { asCategory } from '../../lib/masters/customer-rules.ts';
import { taxNumberLabel } from '../../lib/masters/garage-rules.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { vehicleName } from '../../lib/masters/vehicle-name.ts';
import { RelatedOrders } from '../../lib/orders/related-orders.tsx';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { Field, Section } from '../../lib/ui/detail-section.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import classes from '../../lib/ui/lists.module.css';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { CustomerPricesSection } from './customer-prices-section.tsx';
import { SummaryInvoiceModal } from './summary-invoice-modal.tsx';

const route = getRouteApi('/tabs/customer-details/$customerId');

// A decimal string: anything but zero (0, 0.00) is owed; no floating point involved.
const owes = (dues: string) => !/^-?0*(\.0*)?$/.test(dues);

/** /tabs/customer-details/$customerId: contact data, dues, vehicles and the customer's newest orders. */
export function CustomerDetailsPage() {
  const f = useFormat();
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { rules } = useGarageContext();
  const { customerId } = route.useParams();
  const id = Number(customerId);
  const allowed = hasAnyRole(roles, CUSTOMER_READ);
  const customer = useQuery({ ...customerQuery(id), enabled: allowed && Number.isInteger(id) && id > 0 });
  const canWrite = hasAnyRole(roles, CUSTOMER_WRITE);
  const canCreateOrder = hasAnyRole(roles, ORDER_CREATE);
  const canReadInvoices = hasAnyRole(roles, INVOICE_READ);
  const canTakePayment = hasAnyRole(roles, PAYMENT_TAKE);
  const canInvoice = hasAnyRole(roles, INVOICE_CREATE);
  const [summaryOpen, setSummaryOpen] = useState(false);
  // The customer's bills with something still owed, oldest age shown per bill (issue 13).
  const outstanding = useQuery({
    ...invoiceSearchQuery({ customer_id: id, due_only: 'true', page_number: 0, page_size: 50 }),
    enabled: allowed && canReadInvoices && Number.isInteger(id) && id > 0,
  });

  if (!allowed) return <AccessDenied title={t('customers.details.title')} />;
  const back = {
    label: t('customers.backToList'),
    render: (props: Record<string, unknown>) => <Link {...props} to="/tabs/customer" />,
  };

  if (customer.isPending) {
    return (
      <Stack maw={1100}>
        <PageHeader title={t('customers.details.title')} back={back} />
        <ListSkeleton rows={6} />
      </Stack>
    );
  }
  const c = customer.data;
  if (!c) {
    const missing = customer.error instanceof HttpError && customer.error.status === 404;
    return (
      <Stack maw={1100}>
        <PageHeader title={t('customers.details.title')} back={back} />
        <LoadFailed text={missing ? t('customers.details.notFound') : undefined} onRetry={() => void customer.refetch()} />
      </Stack>
    );
  }

  const address = [c.address, c.city, c.state, c.postal_code].filter(Boolean).join(', ');
  const addVehicle = canWrite ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} />}
      renderRoot={(props) => <Link {...props} to="/tabs/add-vehicle" search={{ customer_id: c.customer_id }} />}
    >
      {t('customers.details.addVehicle')}
    </Button>
  ) : null;

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={c.display_name}
        description={
          <Group gap="xs" component="span">
            <Badge variant="light">{t(`customers.categories.${asCategory(c.customer_category)}`)}</Badge>
            <span>{t('customers.details.since', { date: f.date(c.created_at) })}</span>
          </Group>
        }
        back={back}
        actions={
          <Group gap="xs">
            {canCreateOrder ? (
              <Button
                leftSection={<IconPlus size={16} />}
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/tabs/create-repair-order"
                    search={{ type: 'REPAIR_ORDER', customer_id: c.customer_id, from: 'customer-details' }}
                  />
                )}
              >
                {t('customers.details.createOrder')}
              </Button>
            ) : null}
            {canWrite ? (
              <Button
                leftSection={<IconEdit size={16} />}
                variant="default"
                renderRoot={(props) => <Link {...props} to="/tabs/create-customer" search={{ customer_id: c.customer_id }} />}
              >
                {t('customers.details.edit')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('customers.details.contact')}>
          <Stack gap={6}>
            <Field label={t('customers.form.mobile')}>
              <Anchor href={`tel:+${c.country_phone_code}${c.mobile_number}`} size="sm">
                +{c.country_phone_code} {c.mobile_number}
              </Anchor>
            </Field>
            <Field label={t('customers.form.email')}>
              {c.email ? (
                <Anchor href={`mailto:${c.email}`} size="sm">
                  {c.email}
                </Anchor>
              ) : (
                '—'
              )}
            </Field>
            <Field label={t('customers.form.address')}>{address || '—'}</Field>
            {rules.saudi && <Field label={t('customers.form.buildingNumber')}>{c.building_number || '—'}</Field>}
            <Field label={t(`customers.form.tax.${taxNumberLabel(rules.countryCode)}`)}>{c.tax_number || '—'}</Field>
          </Stack>
        </Section>
        <Section title={t('customers.details.dues')}>
          <Text size="xl" fw={650} data-testid="customer-dues">
            {f.money(c.dues)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('customers.details.duesNote')}
          </Text>
          <Group gap="xs" mt="sm">
            {canTakePayment && owes(c.dues) && (
              <Button
                size="xs"
                leftSection={<IconCash size={14} />}
                renderRoot={(props) => (
                  <Link {...props} to="/tabs/customer-due-clear/$customerId" params={{ customerId: String(c.customer_id) }} />
                )}
              >
                {t('dues.clear.button')}
              </Button>
            )}
            {canInvoice && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileInvoice size={14} />}
                disabled={!c.tax_number}
                onClick={() => setSummaryOpen(true)}
              >
                {t('dues.summary.button')}
              </Button>
            )}
          </Group>
          {canInvoice && !c.tax_number && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('dues.summary.needsTaxNumber')}
            </Text>
          )}
        </Section>
        <Section title={t('customers.form.tags')}>
          {c.tags.length > 0 ? (
            <Group gap={6}>
              {c.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('customers.details.noTags')}
            </Text>
          )}
        </Section>
        <Section title={t('customers.form.notes')}>
          <Text size="sm" c={c.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.notes || t('customers.details.noNotes')}
          </Text>
        </Section>
      </SimpleGrid>
      {canReadInvoices && (
        <Section title={t('invoices.list.outstanding')}>
          <InvoiceList
            query={outstanding}
            label={t('invoices.list.outstanding')}
            emptyText={t('invoices.list.outstandingEmpty')}
            ageing
          />
        </Section>
      )}
      <Section title={t('customers.details.vehicles', { count: c.vehicles.length })} actions={addVehicle}>
        {c.vehicles.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconCarSuv size={18} aria-hidden />
            <Text size="sm">{t('customers.details.noVehicles')}</Text>
          </Group>
        ) : (
          <ul className={classes.cards} aria-label={t('customers.details.vehicles', { count: c.vehicles.length })}>
            {c.vehicles.map((v) => (
              <li key={v.user_car_id}>
                <Link
                  to="/tabs/vehicle-history/$userCarId"
                  params={{ userCarId: String(v.user_car_id) }}
                  className={classes.card}
                >
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>{v.reg_number}</Text>
                    <Text size="sm" c="dimmed">
                      {vehicleName(v, rules)}
                    </Text>
                  </Group>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('customers.prices.title')}>
        <CustomerPricesSection customerId={c.customer_id} />
      </Section>
      <Section title={t('customers.details.orders')}>
        <RelatedOrders
          filter={{ customer_id: c.customer_id }}
          searchText={c.mobile_number}
          label={t('customers.details.orders')}
          emptyText={t('customers.details.ordersEmpty')}
        />
      </Section>
      <Section title={t('customers.details.quotations')}>
        <RelatedOrders
          document="QUOTE"
          filter={{ customer_id: c.customer_id }}
          searchText={c.mobile_number}
          label={t('customers.details.quotations')}
          emptyText={t('customers.details.quotationsEmpty')}
        />
      </Section>
      {canInvoice && c.tax_number && (
        <SummaryInvoiceModal
          customerId={c.customer_id}
          customerName={c.display_name}
          fiscal={{ tax_number: c.tax_number, tax_regime: c.tax_regime, cfdi_use: c.cfdi_use }}
          opened={summaryOpen}
          onClose={() => setSummaryOpen(false)}
        />
      )}
    </Stack>
  );
}
