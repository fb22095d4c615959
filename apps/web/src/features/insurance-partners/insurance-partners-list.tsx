import { money } from '@garage/domain';
import { ActionIcon, Anchor, Badge, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBan, IconCheck, IconEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { InsurancePartner } from '../../lib/invoices/insurance-api.ts';
import { contactText } from '../../lib/invoices/insurance-partner-rules.ts';
import classes from '../../lib/ui/lists.module.css';

export interface PartnerListProps {
  rows: readonly InsurancePartner[];
  /** Null without the role that writes partners: no edit, no activate / deactivate. */
  onEdit: ((p: InsurancePartner) => void) | null;
  onToggle: ((p: InsurancePartner) => void) | null;
  /** The partner whose dues are open below the list. */
  duesOf: number | undefined;
}

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} tt="none">
      {active ? t('invoices.insurers.active') : t('invoices.insurers.inactive')}
    </Badge>
  );
}

/** The insurer's dues, a link to its bills still owed (shown under the list). */
function DuesLink({ partner, open }: { partner: InsurancePartner; open: boolean }) {
  const f = useFormat();
  const { t } = useTranslation();
  const amount = f.money(partner.dues);
  if (money(partner.dues).isZero()) {
    return (
      <Text size="sm" c="dimmed" span>
        {amount}
      </Text>
    );
  }
  return (
    <Anchor
      size="sm"
      fw={600}
      aria-label={t('invoices.insurers.duesOf', { name: partner.name, amount })}
      aria-current={open ? 'true' : undefined}
      renderRoot={(props) => <Link {...props} to="/tabs/insurance-provider" search={{ dues: partner.id }} resetScroll={false} />}
    >
      {amount}
    </Anchor>
  );
}

function Actions({ partner, onEdit, onToggle }: { partner: InsurancePartner } & Pick<PartnerListProps, 'onEdit' | 'onToggle'>) {
  const { t } = useTranslation();
  const toggleLabel = partner.active ? t('invoices.insurers.deactivate') : t('invoices.insurers.activate');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit && (
        <Tooltip label={t('invoices.insurers.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('invoices.insurers.edit')}: ${partner.name}`}
            onClick={() => onEdit(partner)}
          >
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onToggle && (
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            color={partner.active ? 'red' : 'teal'}
            aria-label={`${toggleLabel}: ${partner.name}`}
            onClick={() => onToggle(partner)}
          >
            {partner.active ? <IconBan size={16} /> : <IconCheck size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** Wider screens: one row per partner with its dues and, for writers, edit and activate / deactivate. */
export function PartnersTable({ rows, onEdit, onToggle, duesOf }: PartnerListProps) {
  const { t } = useTranslation();
  const writes = onEdit !== null;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label={t('features.insurancePartners')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.insurers.name')}</Table.Th>
            <Table.Th>{t('invoices.insurers.taxNumber')}</Table.Th>
            <Table.Th>{t('invoices.insurers.contact')}</Table.Th>
            <Table.Th>{t('invoices.insurers.status')}</Table.Th>
            <Table.Th ta="right">{t('invoices.insurers.dues')}</Table.Th>
            {writes && <Table.Th w={88} aria-label={t('invoices.insurers.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr
              key={p.id}
              style={{ opacity: p.active ? 1 : 0.7 }}
              bg={duesOf === p.id ? 'var(--mantine-color-workshop-0)' : undefined}
            >
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {onEdit ? (
                  <UnstyledButton className={classes.rowLink} onClick={() => onEdit(p)}>
                    {p.name}
                  </UnstyledButton>
                ) : (
                  <Text fw={600} size="sm">
                    {p.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{p.tax_number ?? '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{contactText(p) ?? '—'}</Table.Td>
              <Table.Td>
                <StatusBadge active={p.active} />
              </Table.Td>
              <Table.Td ta="right">
                <DuesLink partner={p} open={duesOf === p.id} />
              </Table.Td>
              {writes && (
                <Table.Td>
                  <Actions partner={p} onEdit={onEdit} onToggle={onToggle} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: a card per partner, name and dues first. */
export function PartnerCards({ rows, onEdit, onToggle, duesOf }: PartnerListProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.cards} aria-label={t('features.insurancePartners')}>
      {rows.map((p) => (
        <li
          key={p.id}
          className={classes.card}
          style={{
            opacity: p.active ? 1 : 0.75,
            borderColor: duesOf === p.id ? 'var(--mantine-color-workshop-4)' : undefined,
          }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {p.name}
            </Text>
            <DuesLink partner={p} open={duesOf === p.id} />
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[p.tax_number && `${t('invoices.insurers.taxNumber')} ${p.tax_number}`, contactText(p)]
              .filter(Boolean)
              .join(' · ') || t('invoices.insurers.noContact')}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
            <StatusBadge active={p.active} />
            <Actions partner={p} onEdit={onEdit} onToggle={onToggle} />
          </Group>
        </li>
      ))}
    </ul>
  );
}
