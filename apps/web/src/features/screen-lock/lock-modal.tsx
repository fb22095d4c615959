import { Modal } from '@mantine/core';
import { useOpenedAfterMount } from '../../lib/ui/lazy-dialog.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { LockCover } from './lock-cover.tsx';
import { LockPanel, type LockPanelProps } from './lock-panel.tsx';

const noop = () => {};

/**
 * The lock's dialog (lazily loaded by `ScreenLock`): it cannot be dismissed (no close button, no Escape, no
 * click outside) and the page behind is blurred. It opens one render after it mounts, so focus returns where
 * it was once unlocked; the cover hides the page meanwhile.
 */
export function LockModal({ locked, ...panel }: { locked: boolean } & Omit<LockPanelProps, 'keypad'>) {
  const isDesktop = useIsDesktop();
  const opened = useOpenedAfterMount(locked);
  return (
    <>
      {locked && !opened && <LockCover />}
      <Modal.Root
        opened={opened}
        onClose={noop}
        closeOnEscape={false}
        closeOnClickOutside={false}
        trapFocus
        returnFocus
        centered
        fullScreen={!isDesktop}
        size={440}
        transitionProps={{ duration: 0 }}
      >
        <Modal.Overlay backgroundOpacity={0.82} blur={18} color="#101828" />
        <Modal.Content data-testid="screen-lock">
          <Modal.Body>
            <LockPanel {...panel} keypad={!isDesktop} />
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
