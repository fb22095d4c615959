import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { VehicleHistory } from '../../lib/api/masters.ts';
import { useFormat } from '../../lib/format.ts';
import { Section } from '../../lib/ui/detail-section.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

/**
 * The owners of the vehicle over time (a table on a desktop, a list on a phone). Owners and readings are
 * parts of the one vehicle answer the page has loaded, not queries of their own: no QueryList here.
 */
export function OwnerHistory({ owners }: { owners: VehicleHistory['owners'] }) {
  const f = useFormat();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Section title={t('vehicles.owner.history')}>
      {owners.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vehicles.owner.noHistory')}
        </Text>
      ) : desktop ? (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={6} aria-label={t('vehicles.owner.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vehicles.owner.customer')}</Table.Th>
                <Table.Th>{t('vehicles.owner.from')}</Table.Th>
                <Table.Th>{t('vehicles.owner.to')}</Table.Th>
                <Table.Th>{t('vehicles.owner.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {owners.map((o) => (
                <Table.Tr key={`${o.customer_id}-${o.from}`}>
                  <Table.Td>
                    <Anchor
                      size="sm"
                      renderRoot={(props) => (
                        <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(o.customer_id) }} />
                      )}
                    >
                      {o.customer_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{f.date(o.from)}</Table.Td>
                  <Table.Td>{o.to ? f.date(o.to) : t('vehicles.owner.now')}</Table.Td>
                  <Table.Td>{o.note ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('vehicles.owner.history')}
        >
          {owners.map((o) => (
            <li key={`${o.customer_id}-${o.from}`}>
              <Anchor
                size="sm"
                fw={600}
                renderRoot={(props) => (
                  <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(o.customer_id) }} />
                )}
              >
                {o.customer_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {f.date(o.from)} – {o.to ? f.date(o.to) : t('vehicles.owner.now')}
              </Text>
              {o.note && <Text size="xs">{o.note}</Text>}
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The odometer readings, newest first as given. */
export function OdometerHistory({ readings }: { readings: VehicleHistory['odometer_readings'] }) {
  const f = useFormat();
  const { t } = useTranslation();
  const unit = (u: 'KM' | 'MILE') => t(`vehicles.units.${u}`);
  return (
    <Section title={t('vehicles.history.odometer')}>
      {readings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vehicles.history.noReadings')}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label={t('vehicles.history.odometer')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vehicles.history.recordedAt')}</Table.Th>
              <Table.Th ta="right">{t('vehicles.history.reading')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {readings.map((r) => (
              <Table.Tr key={`${r.recorded_at}-${r.reading}`}>
                <Table.Td>{f.dateTime(r.recorded_at)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.number(r.reading)} {unit(r.unit)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}
