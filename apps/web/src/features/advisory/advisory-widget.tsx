import { ActionIcon, CloseButton, Group, Loader, Paper, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../../lib/load-once.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import classes from './advisory.module.css';

/** The panel is a chunk of its own, loaded the first time it opens (decision 029). */
const LazyAdvisoryPanel = lazy(() => import('./advisory-panel.tsx').then((m) => ({ default: m.AdvisoryPanel })));
// The phone's bottom sheet (Mantine's Drawer: a modal) loads with the first opening too (decision 042).
const loadSheet = loadOnce(() => import('./advisory-sheet.tsx'));
const AdvisorySheet = lazy(() => loadSheet().then((m) => ({ default: m.AdvisorySheet })));

function AdvisoryPanel() {
  return (
    <Suspense fallback={<Loader size="sm" m="md" />}>
      <LazyAdvisoryPanel />
    </Suspense>
  );
}

/**
 * The round button and the floating vehicle advisory panel of the signed-in shell (spec 2.7). On desktop
 * a card floats above the button and leaves the page usable; on phones a bottom sheet.
 */
export function AdvisoryWidget() {
  const { t } = useTranslation();
  // Mounted on first open and kept while the shell lives, so closing and reopening keeps the choice.
  const [mounted, setMounted] = useState(false);
  const [opened, panel] = useDisclosure(false, { onOpen: () => setMounted(true) });
  const desktop = useIsDesktop();
  const card = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    panel.close();
    button.current?.focus();
  };
  useHotkeys([['Escape', () => opened && desktop && close()]]);
  // On a phone the sheet covers the page: following one of its links (an earlier order) closes it.
  const href = useRouterState({ select: (state) => state.location.href });
  const lastHref = useRef(href);
  useEffect(() => {
    if (href === lastHref.current) return;
    lastHref.current = href;
    if (!desktop) panel.close();
  }, [href, desktop, panel]);
  // The desktop card does not trap focus (the page stays usable) but takes it when it opens.
  useEffect(() => {
    if (opened && desktop) card.current?.focus();
  }, [opened, desktop]);

  return (
    <>
      <ActionIcon
        size={desktop ? 52 : 48}
        radius="xl"
        variant="filled"
        color="indigo"
        className={classes.fab}
        ref={button}
        onClick={panel.toggle}
        onPointerDown={desktop ? undefined : () => void loadSheet().catch(() => undefined)}
        aria-label={opened ? t('advisory.close') : t('advisory.open')}
        aria-expanded={opened}
        aria-controls="advisory-panel"
        data-testid="advisory-button"
        // Above the cookie banner while it is shown (its height is --cookie-banner-space): on a phone the
        // banner spans the width and the button covered its Accept All.
        style={{
          position: 'fixed',
          right: 16,
          bottom: `max(${desktop ? 20 : 16}px, var(--cookie-banner-space, 0px))`,
          zIndex: 190,
        }}
      >
        <IconBulb size={26} />
      </ActionIcon>
      {/* The button's tooltip on desktop, in CSS (no popover library on the first page); the button's
          aria-label already names it, so assistive technology skips this copy. */}
      {desktop && !opened && (
        <span className={classes.fabTip} aria-hidden>
          {t('advisory.open')}
        </span>
      )}
      {desktop
        ? mounted && (
            <Paper
              id="advisory-panel"
              role="dialog"
              aria-label={t('advisory.title')}
              shadow="xl"
              radius="lg"
              withBorder
              className={classes.floating}
              ref={card}
              tabIndex={-1}
              hidden={!opened}
              style={opened ? undefined : { display: 'none' }}
            >
              <Group justify="space-between" px="md" pt="sm" wrap="nowrap">
                <Text fw={700}>{t('advisory.title')}</Text>
                <CloseButton onClick={close} aria-label={t('advisory.close')} />
              </Group>
              <div className={classes.floatingBody}>
                <AdvisoryPanel />
              </div>
            </Paper>
          )
        : mounted && (
            <Suspense fallback={null}>
              <AdvisorySheet opened={opened} onClose={panel.close}>
                <AdvisoryPanel />
              </AdvisorySheet>
            </Suspense>
          )}
    </>
  );
}
