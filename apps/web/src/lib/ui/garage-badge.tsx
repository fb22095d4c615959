import { garageBadge } from '@garage/domain';
import { Avatar, type MantineSize } from '@mantine/core';

/** The garage's letter badge (first letters of its first and last words). */
export function GarageBadge({ name, size = 'md' }: { name: string; size?: MantineSize | number }) {
  return (
    <Avatar size={size} radius="sm" color="workshop" variant="filled" aria-hidden>
      {garageBadge(name) || '?'}
    </Avatar>
  );
}
