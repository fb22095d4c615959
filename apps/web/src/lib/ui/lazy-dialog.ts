import { useEffect, useState } from 'react';

/*
 * Dialogs, menus and drawers of the first pages load with their first opening (decision 042): Mantine's
 * Modal, Menu and Drawer bring the popover stack (floating-ui, focus trap, scroll lock), which the shell and
 * the dashboard would otherwise load before anyone opens one.
 */

/**
 * True from the first time `opened` is true, and after: the caller mounts the lazily loaded dialog from
 * then on (kept mounted, so it closes with its transition and opens again at once).
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/**
 * `opened`, but false during the first render of the component using it. For a dialog that mounts already
 * open (its module has just loaded): Mantine records the element to return focus to, traps focus and runs
 * its transition when `opened` changes, not when it mounts open.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
