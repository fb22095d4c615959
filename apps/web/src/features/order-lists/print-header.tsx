import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useShellData } from '../../lib/api/session-data.ts';
import classes from './order-lists.module.css';

/** The garage's letterhead, shown only on paper (spec 2.2: logo, name, address, mobile number, e-mail). */
export function PrintLetterhead() {
  const { garage } = useShellData();
  const contact = [garage.mobile_number, garage.email].filter(Boolean).join(' · ');
  return (
    <Group className={classes.printOnly} gap="md" wrap="nowrap" align="center">
      {garage.logo_url && <img src={garage.logo_url} alt="" className={classes.logo} />}
      <Stack gap={0}>
        <Text fw={700} size="lg">
          {garage.garage_name}
        </Text>
        {garage.address && <Text size="sm">{garage.address}</Text>}
        {contact && <Text size="sm">{contact}</Text>}
      </Stack>
    </Group>
  );
}

/** The link back to the list (as the page header draws it), left off the printout. */
export function BackLink({ label, render }: { label: string; render: (props: Record<string, unknown>) => ReactNode }) {
  return (
    <Anchor size="sm" renderRoot={render} data-no-print className={classes.backLink}>
      <IconChevronLeft size={14} aria-hidden />
      {label}
    </Anchor>
  );
}
