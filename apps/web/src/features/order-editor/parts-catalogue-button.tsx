import { Alert, Anchor, Button, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

/**
 * The outside parts catalogue (TecDoc-style) looked up by vehicle (decision 059): find the vehicle, see
 * its parts, add the ones the garage stocks. Says plainly when no catalogue is set up (the default).
 */
export function PartsCatalogueButton({ onPart }: { onPart: (partId: number) => void }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [text, setText] = useState('');
  const [vehicle, setVehicle] = useState<{ id: string; label: string } | null>(null);
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const vehicles = useQuery({
    queryKey: ['parts-catalogue', 'vehicles', q],
    queryFn: ({ signal }) => call(routes.catalogueVehicles, { query: { q: q.length >= 2 ? q : '—' }, signal, raw: true }),
    enabled: opened,
    retry: false,
  });
  const parts = useQuery({
    queryKey: ['parts-catalogue', 'parts', vehicle?.id],
    queryFn: ({ signal }) => call(routes.catalogueParts, { query: { vehicle_id: vehicle?.id ?? '' }, signal, raw: true }),
    enabled: opened && vehicle !== null,
    retry: false,
  });
  const configured = vehicles.data?.configured;
  return (
    <>
      <Anchor component="button" type="button" size="xs" onClick={open} style={{ alignSelf: 'flex-end' }}>
        {t('orderEditor.catalogue.open')}
      </Anchor>
      <Modal opened={opened} onClose={close} title={t('orderEditor.catalogue.title')} size="lg">
        {vehicles.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : configured === false || vehicles.isError ? (
          <Alert color="gray" title={t('orderEditor.catalogue.notConfiguredTitle')}>
            {t('orderEditor.catalogue.notConfigured')}
          </Alert>
        ) : (
          <Stack gap="sm">
            <TextInput
              label={t('orderEditor.catalogue.vehicle')}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setVehicle(null);
              }}
            />
            {vehicle === null ? (
              (vehicles.data?.items ?? []).map((v) => (
                <Button
                  key={v.vehicle_id}
                  variant="subtle"
                  justify="start"
                  onClick={() => setVehicle({ id: v.vehicle_id, label: v.label })}
                >
                  {v.label} {v.years ?? ''}
                </Button>
              ))
            ) : (
              <Table>
                <Table.Tbody>
                  {(parts.data?.items ?? []).map((p) => (
                    <Table.Tr key={p.article_id}>
                      <Table.Td>{p.brand}</Table.Td>
                      <Table.Td>{p.part_number}</Table.Td>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>
                        {p.garage_part_id !== null ? (
                          <Button size="compact-xs" onClick={() => onPart(p.garage_part_id as number)}>
                            {t('orderEditor.catalogue.add')}
                          </Button>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {t('orderEditor.catalogue.notStocked')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
