import type { Garage } from '@garage/contract';
import { parseRoles } from '@garage/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { garagesQuery } from '../../lib/api/session-data.ts';
import { session, useSession } from '../../lib/session.ts';
import { GarageBadge } from '../../lib/ui/garage-badge.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import classes from './choose-garage.module.css';
import { InvitationsPanel } from './invitations-panel.tsx';
import { roleLabel } from './role-label.ts';

/** The garage a newly registered one should join: the current garage, when the user owns it. */
export function outletParent(garages: readonly Garage[], currentGarageId: number | null): number | undefined {
  const current = garages.find((g) => g.garage_id === currentGarageId);
  return current && parseRoles(current.roles).includes('GARAGE_OWNER') ? current.garage_id : undefined;
}

/** /choose-garage: pick the garage to work in, or register another one. */
export function ChooseGaragePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { garageId } = useSession();
  const garages = useQuery(garagesQuery());

  const pick = (garage: Garage) => {
    session.selectGarage(garage.garage_id, parseRoles(garage.roles));
    void navigate({ to: '/tabs/dashboard' });
  };

  const list = garages.data ?? [];
  const parent = outletParent(list, garageId);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('chooseGarage.title')}</Title>
        <Text c="dimmed" size="sm">
          {list.length > 1 ? t('chooseGarage.subtitle') : t('chooseGarage.subtitleSingle')}
        </Text>
      </div>
      <InvitationsPanel />
      <QueryList
        query={garages}
        rows={(data) => data}
        empty={<Text size="sm">{t('chooseGarage.none')}</Text>}
        skeleton={{ rows: 2, height: 64 }}
        failedText={t('chooseGarage.loadFailed')}
      >
        {(rows) => (
          <Paper withBorder>
            <ul className={classes.list} aria-label={t('chooseGarage.listLabel')}>
              {rows.map((garage) => {
                const current = garage.garage_id === garageId;
                return (
                  <li key={garage.garage_id}>
                    <UnstyledButton
                      className={classes.row}
                      onClick={() => pick(garage)}
                      aria-current={current ? 'true' : undefined}
                    >
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <GarageBadge name={garage.garage_name} />
                        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                          <Group gap={6}>
                            <Text fw={600} size="sm">
                              {garage.garage_name}
                            </Text>
                            {current && (
                              <Badge size="xs" variant="light">
                                {t('chooseGarage.current')}
                              </Badge>
                            )}
                          </Group>
                          {garage.group_name && garage.group_name !== garage.garage_name && (
                            <Text size="xs" c="dimmed">
                              {t('chooseGarage.group', { group: garage.group_name })}
                            </Text>
                          )}
                          {garage.address && (
                            <Text size="xs" c="dimmed" lineClamp={2}>
                              {garage.address}
                            </Text>
                          )}
                          <Group gap={4} mt={2}>
                            {parseRoles(garage.roles).map((role) => (
                              <Badge key={role} size="xs" variant="outline" color="gray" tt="none">
                                {roleLabel(role)}
                              </Badge>
                            ))}
                          </Group>
                        </Stack>
                        <IconChevronRight size={18} aria-hidden style={{ alignSelf: 'center' }} />
                      </Group>
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
          </Paper>
        )}
      </QueryList>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => void navigate({ to: '/select-country', search: { outlet_of: parent } })}
        >
          {t('chooseGarage.registerAnother')}
        </Button>
      </Group>
      {parent !== undefined && (
        <Text size="xs" c="dimmed">
          {t('chooseGarage.joinsGroup')}
        </Text>
      )}
    </Stack>
  );
}
