import { formaPagoOf } from '@garage/domain';
import { ActionIcon, Badge, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBan, IconCheck, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { type PaymentMethod, useMethodLabel } from '../../lib/invoices/payment-methods-api.ts';
import classes from '../../lib/ui/lists.module.css';

export interface MethodListProps {
  rows: readonly PaymentMethod[];
  /** Null without the role that writes the master: the list is read-only. */
  onEdit: ((m: PaymentMethod) => void) | null;
  onToggle: ((m: PaymentMethod) => void) | null;
  onDelete: ((m: PaymentMethod) => void) | null;
}

function Badges({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={method.active ? 'teal' : 'gray'} tt="none">
        {method.active ? t('invoices.paymentMethods.active') : t('invoices.paymentMethods.inactive')}
      </Badge>
      <Badge variant="outline" color={method.custom ? 'workshop' : 'gray'} tt="none">
        {method.custom ? t('invoices.paymentMethods.own') : t('invoices.paymentMethods.builtIn')}
      </Badge>
    </Group>
  );
}

function Actions({ method, onEdit, onToggle, onDelete }: { method: PaymentMethod } & Omit<MethodListProps, 'rows'>) {
  const { t } = useTranslation();
  const name = useMethodLabel()(method.code, method.name);
  const toggle = method.active ? t('invoices.paymentMethods.turnOff') : t('invoices.paymentMethods.turnOn');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit && (
        <Tooltip label={t('invoices.paymentMethods.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('invoices.paymentMethods.edit')}: ${name}`}
            onClick={() => onEdit(method)}
          >
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onToggle && (
        <Tooltip label={toggle}>
          <ActionIcon
            variant="subtle"
            color={method.active ? 'red' : 'teal'}
            aria-label={`${toggle}: ${name}`}
            onClick={() => onToggle(method)}
          >
            {method.active ? <IconBan size={16} /> : <IconCheck size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && method.custom && !method.used && (
        <Tooltip label={t('invoices.paymentMethods.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('invoices.paymentMethods.delete')}: ${name}`}
            onClick={() => onDelete(method)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function NameCell({ method, onEdit }: { method: PaymentMethod; onEdit: MethodListProps['onEdit'] }) {
  const label = useMethodLabel();
  const name = label(method.code, method.name);
  // A renamed built-in says what it stands for.
  const standard = !method.custom && method.name ? label(method.code) : null;
  return (
    <>
      {onEdit ? (
        <UnstyledButton className={classes.rowLink} onClick={() => onEdit(method)}>
          {name}
        </UnstyledButton>
      ) : (
        <Text fw={600} size="sm">
          {name}
        </Text>
      )}
      {standard && (
        <Text size="xs" c="dimmed">
          {standard}
        </Text>
      )}
    </>
  );
}

/** A method's kind and, in Mexico, the SAT form its CFDIs state (decision 050, addendum). */
function KindText({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const mexico = useShellData().garage.country_code === 'MX';
  const forma = mexico ? formaPagoOf(method) : null;
  const kind = t(`invoices.paymentMethods.kindShort.${method.kind}`);
  return <>{forma ? `${kind} · ${t('invoices.paymentMethods.formaPagoShort', { forma })}` : kind}</>;
}

/** Wider screens: one row per method, its kind, built-in or own, on or off, used or not. */
export function MethodsTable({ rows, ...actions }: MethodListProps) {
  const { t } = useTranslation();
  const writes = actions.onEdit !== null;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('invoices.paymentMethods.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.paymentMethods.name')}</Table.Th>
            <Table.Th>{t('invoices.paymentMethods.kind')}</Table.Th>
            <Table.Th>{t('invoices.insurers.status')}</Table.Th>
            <Table.Th>{t('invoices.paymentMethods.used')}</Table.Th>
            {writes && <Table.Th w={120} aria-label={t('invoices.insurers.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => (
            <Table.Tr key={m.code} style={{ opacity: m.active ? 1 : 0.7 }}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <NameCell method={m} onEdit={actions.onEdit} />
              </Table.Td>
              <Table.Td>
                <KindText method={m} />
              </Table.Td>
              <Table.Td>
                <Badges method={m} />
              </Table.Td>
              <Table.Td>{m.used ? <IconCheck size={16} aria-label={t('invoices.paymentMethods.used')} /> : '—'}</Table.Td>
              {writes && (
                <Table.Td>
                  <Actions method={m} {...actions} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: a card per method, its name and state first. */
export function MethodCards({ rows, ...actions }: MethodListProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.cards} aria-label={t('invoices.paymentMethods.list')}>
      {rows.map((m) => (
        <li key={m.code} className={classes.card} style={{ opacity: m.active ? 1 : 0.75 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <NameCell method={m} onEdit={actions.onEdit} />
            </div>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              <KindText method={m} />
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
            <Badges method={m} />
            {actions.onEdit && <Actions method={m} {...actions} />}
          </Group>
          {m.used && (
            <Text size="xs" c="dimmed">
              {t('invoices.paymentMethods.used')}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
