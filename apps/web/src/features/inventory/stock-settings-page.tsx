import { Alert, Button, Card, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { isOn, propertyKeys, sessionKeys, useShellData } from '../../lib/api/session-data.ts';
import { reportHttpError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { InventoryFrame } from './inventory-frame.tsx';

/** The stock properties the owner sets here (garage properties, spec orders 3.4 and decision 056). */
const SETTINGS = [
  { name: 'part_issuance_enabled', camel: 'partIssuanceEnabled', key: 'issuance' },
  { name: 'batch_serial_enabled', camel: 'batchSerialEnabled', key: 'batchSerial' },
  { name: 'allow_negative_stock', camel: 'allowNegativeStock', key: 'negative' },
] as const;
type Setting = (typeof SETTINGS)[number];

/**
 * /tabs/parts-approval-enable (the spec's route of that name): the owner's stock settings — part issuance
 * (part lines wait for the parts desk, decision 056), batch and serial tracking (decision 052) and
 * negative stock (decision 052). Each switch saves at once; turning a setting off that changes how open
 * orders behave asks first.
 */
export function StockSettingsPage() {
  const { t } = useTranslation();
  const { garage, properties } = useShellData();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Setting | null>(null);
  const value = (s: Setting) =>
    s.name === 'part_issuance_enabled' ? garage.part_issuance_enabled || isOn(properties, s.camel) : isOn(properties, s.camel);
  const save = useMutation({
    mutationFn: ({ setting, on }: { setting: Setting; on: boolean }) =>
      call(routes.setProperty, {
        params: { id: garage.garage_id },
        body: { property_name: setting.name, property_value: on },
      }),
    onSuccess: async (_stored, { setting, on }) => {
      setAsking(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyKeys.garage(garage.garage_id) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.garages }),
      ]);
      toast(
        t(on ? 'inventory.settings.turnedOn' : 'inventory.settings.turnedOff', {
          name: t(`inventory.settings.${setting.key}.title`),
        }),
        'success',
      );
    },
    onError: (error) => {
      setAsking(null);
      reportHttpError(error);
    },
  });
  const flip = (setting: Setting, on: boolean) => {
    // Turning issuance off sends waiting lines to billing as they are; that deserves a question.
    if (!on && setting.name === 'part_issuance_enabled') setAsking(setting);
    else save.mutate({ setting, on });
  };
  return (
    <InventoryFrame
      title={t('inventory.settings.title')}
      description={t('inventory.settings.description')}
      roles={['GARAGE_OWNER']}
    >
      <Stack gap="sm" maw={760}>
        {SETTINGS.map((s) => (
          <Card key={s.name} withBorder padding="md" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} id={`setting-${s.name}`}>
                  {t(`inventory.settings.${s.key}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`inventory.settings.${s.key}.help`)}
                </Text>
                {s.name === 'part_issuance_enabled' && value(s) && (
                  <Text size="sm">
                    <Link to="/tabs/part-approval">{t('inventory.settings.issuance.queue')}</Link>
                  </Text>
                )}
              </Stack>
              <Switch
                size="md"
                checked={value(s)}
                disabled={save.isPending}
                onChange={(e) => flip(s, e.currentTarget.checked)}
                aria-labelledby={`setting-${s.name}`}
              />
            </Group>
          </Card>
        ))}
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('inventory.settings.note')}
        </Alert>
      </Stack>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t('inventory.settings.issuance.offTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('inventory.settings.issuance.offText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={save.isPending} onClick={() => asking && save.mutate({ setting: asking, on: false })}>
              {t('inventory.settings.issuance.offConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </InventoryFrame>
  );
}
