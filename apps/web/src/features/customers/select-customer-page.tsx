import { CUSTOMER_READ } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { type PickedCustomer, SelectCustomer } from '../../lib/masters/select-customer.tsx';
import { SelectVehicle } from '../../lib/masters/select-vehicle.tsx';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';

/**
 * /tabs/select-customer: the customer and vehicle pickers the order screens start with. Until those
 * exist, the choice leads to the customer's details or the vehicle's history.
 */
export function SelectCustomerPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  if (!hasAnyRole(roles, CUSTOMER_READ)) return <AccessDenied title={t('customers.picker.pageTitle')} />;

  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('customers.picker.pageTitle')} description={t('customers.picker.pageText')} />
      <Paper withBorder p="md" component="section" aria-labelledby="pick-customer">
        <Title order={2} size="h3" id="pick-customer" mb="xs">
          {t('customers.picker.step')}
        </Title>
        <SelectCustomer
          value={customer}
          onChange={(c) => {
            setCustomer(c);
            setVehicle(null);
          }}
          autoFocus
        />
      </Paper>
      {customer && (
        <Paper withBorder p="md" component="section" aria-labelledby="pick-vehicle">
          <Title order={2} size="h3" id="pick-vehicle" mb="xs">
            {t('vehicles.picker.step')}
          </Title>
          <SelectVehicle
            key={customer.customer_id}
            customerId={customer.customer_id}
            vehicles={customer.vehicles}
            value={vehicle}
            onChange={setVehicle}
          />
        </Paper>
      )}
      {customer && (
        <Group gap="xs">
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(customer.customer_id) }} />
            )}
          >
            {t('customers.picker.openCustomer')}
          </Button>
          {vehicle && (
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/tabs/vehicle-history/$userCarId" params={{ userCarId: String(vehicle.user_car_id) }} />
              )}
            >
              {t('vehicles.picker.openHistory')}
            </Button>
          )}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('customers.picker.ordersNote')}
      </Text>
    </Stack>
  );
}
