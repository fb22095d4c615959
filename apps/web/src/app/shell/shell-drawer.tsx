import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenedAfterMount } from '../../lib/ui/lazy-dialog.ts';

/** The phone layout's menu drawer (lazily loaded by the shell with its first opening). */
export function ShellDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer opened={useOpenedAfterMount(opened)} onClose={onClose} size={290} padding="xs" title={title}>
      {children}
    </Drawer>
  );
}
