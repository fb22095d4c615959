import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { desktopChunk, firstPageChunk, listStatesChunk, mantineFirstPageChunks } from './first-page-chunk.ts';

// The web tests run in jsdom, whose URL Node's fileURLToPath refuses: the path is joined by hand.
const src = (path: string) => join(dirname(fileURLToPath(import.meta.url)), '..', path);
const lib = (path: string) => `/repo/node_modules/${path}`;
const route = (name: string) => `/repo/packages/contract/src/routes-meta/${name}.gen.ts`;
const mantine = (path: string) => lib(`@mantine/core/esm/${path}`);
const barrel = mantine('index.mjs');
const hook = (path: string) => lib(`@mantine/hooks/esm/${path}`);
const hooks = hook('index.mjs');

/**
 * A module graph as rolldown's chunking context answers it: each module's static and dynamic imports, its static
 * importers and its code.
 */
function graphOf(modules: Record<string, { imports?: string[]; dynamic?: string[]; code?: string }>) {
  const importers = (id: string) => Object.keys(modules).filter((other) => modules[other]?.imports?.includes(id));
  return {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m
        ? { importedIds: m.imports ?? [], dynamicallyImportedIds: m.dynamic ?? [], importers: importers(id), code: m.code ?? '' }
        : null;
    },
  };
}

const graph = graphOf({
  [src('main.tsx')]: {
    imports: [src('lib/api/routes.ts'), src('lib/format.ts')],
    // The shell, the dashboard, the desktop's parts and a later screen load with `import()`.
    dynamic: [
      src('app/shell/shell-layout.tsx'),
      src('app/dashboard-screen.tsx'),
      src('app/shell/sidebar-nav.tsx'),
      src('app/shell/right-panel.tsx'),
      src('features/customers/customer-list.tsx'),
      src('features/panel/reminders-page.tsx'),
    ],
    code: 'call(routes.userInfo)',
  },
  [src('sign-in-main.tsx')]: {
    imports: [src('features/auth/sign-in-form.tsx'), barrel],
    code: 'import { Text, Alert } from "@mantine/core";',
  },
  [src('features/auth/sign-in-form.tsx')]: { imports: [src('lib/money.ts')], code: 'call(routes.sendOtp)' },
  [src('lib/api/routes.ts')]: { imports: [route('userInfo'), route('sendOtp'), route('listOrders'), route('getGarage')] },
  [src('app/shell/shell-layout.tsx')]: {
    imports: [src('lib/shell-model.ts'), barrel, hooks],
    code: 'import { Avatar } from "@mantine/core";\nimport { useHotkeys } from "@mantine/hooks";',
  },
  // The desktop's parts (loaded with `import()`): the sidebar and the right panel.
  [src('app/shell/sidebar-nav.tsx')]: {
    imports: [src('lib/shell-model.ts'), src('lib/ui/list-states.tsx'), barrel],
    code: 'import { NavLink, Avatar } from "@mantine/core";',
  },
  [src('app/shell/right-panel.tsx')]: {
    imports: [src('features/panel/service-due-list.tsx'), src('lib/format.ts'), barrel],
    code: 'import { Tabs } from "@mantine/core";',
  },
  [src('features/panel/service-due-list.tsx')]: { imports: [src('lib/ui/list-states.tsx'), src('features/panel/panel-row.tsx')] },
  [src('features/panel/panel-row.tsx')]: {},
  // The panel's own screen (the menu's Service Due), which shows the panel's list too.
  [src('features/panel/reminders-page.tsx')]: { imports: [src('features/panel/service-due-list.tsx')] },
  [src('lib/ui/list-states.tsx')]: { imports: [barrel], code: 'import { Skeleton } from "@mantine/core";' },
  // A later screen sharing the lists' states and the panel's Tabs.
  [src('features/customers/customer-list.tsx')]: {
    imports: [src('lib/ui/list-states.tsx'), barrel],
    code: 'import { Tabs } from "@mantine/core";',
  },
  [src('app/dashboard-screen.tsx')]: {
    imports: [src('lib/money.ts'), src('lib/format.ts'), barrel],
    code: 'call(routes.getGarage); call(routes.userInfo);\nimport { Alert, SimpleGrid as Grid } from "@mantine/core";',
  },
  [src('lib/shell-model.ts')]: {},
  [src('lib/money.ts')]: {},
  [src('lib/format.ts')]: {},
  [barrel]: {
    imports: [
      mantine('components/Alert/Alert.mjs'),
      mantine('components/Avatar/Avatar.mjs'),
      mantine('components/SimpleGrid/SimpleGrid.mjs'),
      mantine('components/Text/Text.mjs'),
      mantine('components/NavLink/NavLink.mjs'),
      mantine('components/Tabs/Tabs.mjs'),
      mantine('components/Skeleton/Skeleton.mjs'),
      mantine('core/Box/Box.mjs'),
    ],
    code: [
      'import { NavLink } from "./components/NavLink/NavLink.mjs";',
      'import { Tabs } from "./components/Tabs/Tabs.mjs";',
      'import { Skeleton } from "./components/Skeleton/Skeleton.mjs";',
      'import { Box } from "./core/Box/Box.mjs";',
      'import { Alert } from "./components/Alert/Alert.mjs";',
      'import { Avatar } from "./components/Avatar/Avatar.mjs";',
      'import { SimpleGrid } from "./components/SimpleGrid/SimpleGrid.mjs";',
      'import { Text } from "./components/Text/Text.mjs";',
    ].join('\n'),
  },
  [mantine('components/Alert/Alert.mjs')]: {
    imports: [mantine('components/CloseButton/CloseButton.mjs'), mantine('core/Box/Box.mjs')],
  },
  [mantine('components/CloseButton/CloseButton.mjs')]: {},
  [mantine('components/Avatar/Avatar.mjs')]: { imports: [mantine('components/Avatar/get-initials.mjs')] },
  [mantine('components/Avatar/get-initials.mjs')]: {},
  [mantine('components/SimpleGrid/SimpleGrid.mjs')]: {},
  [mantine('components/Text/Text.mjs')]: {},
  [mantine('components/NavLink/NavLink.mjs')]: { imports: [mantine('components/Collapse/Collapse.mjs'), hooks] },
  [mantine('components/Collapse/Collapse.mjs')]: {
    imports: [hooks],
    code: 'import { useCollapse, useHotkeys, useReducedMotion } from "@mantine/hooks";',
  },
  [mantine('components/Tabs/Tabs.mjs')]: {},
  [mantine('components/Skeleton/Skeleton.mjs')]: {},
  // Mantine's core names a hook the sidebar's Collapse names too.
  [mantine('core/Box/Box.mjs')]: { imports: [hooks], code: 'import { useReducedMotion } from "@mantine/hooks";' },
  [hooks]: {
    imports: [
      hook('use-collapse/use-collapse.mjs'),
      hook('use-hotkeys/use-hotkeys.mjs'),
      hook('use-reduced-motion/use-reduced-motion.mjs'),
    ],
    code: [
      'import { useCollapse } from "./use-collapse/use-collapse.mjs";',
      'import { useHotkeys } from "./use-hotkeys/use-hotkeys.mjs";',
      'import { useReducedMotion } from "./use-reduced-motion/use-reduced-motion.mjs";',
    ].join('\n'),
  },
});

describe('the first page’s chunks (decision 042)', () => {
  it('take the app’s modules only the first page imports, and the modules it shares with the sign-in page alone', () => {
    const { name } = firstPageChunk();
    expect(name(src('lib/shell-model.ts'), graph)).toBe('first-page');
    // Shared with the sign-in page (not with the app's entry): a chunk both pages load.
    expect(name(src('lib/money.ts'), graph)).toBe('start-shared');
    // The app's entry has it already; the lazy modules themselves stay out (an `import()` target cannot be grouped).
    expect(name(src('lib/format.ts'), graph)).toBeNull();
    expect(name(src('app/dashboard-screen.tsx'), graph)).toBeNull();
  });

  it('take the contract’s route modules the first page calls and the entries do not', () => {
    const { name } = firstPageChunk();
    expect(name(route('getGarage'), graph)).toBe('first-page');
    expect(name(route('userInfo'), graph)).toBeNull();
    expect(name(route('sendOtp'), graph)).toBeNull();
    expect(name(route('listOrders'), graph)).toBeNull();
  });

  it('put Mantine’s components of the first page in one chunk, those the sign-in page shows too in another', () => {
    const { name } = mantineFirstPageChunks();
    expect(name(mantine('components/Avatar/Avatar.mjs'), graph)).toBe('mantine-first');
    expect(name(mantine('components/Avatar/get-initials.mjs'), graph)).toBe('mantine-first');
    // Imported under another name: still found.
    expect(name(mantine('components/SimpleGrid/SimpleGrid.mjs'), graph)).toBe('mantine-first');
    // The sign-in page shows an Alert, which brings its CloseButton.
    expect(name(mantine('components/Alert/Alert.mjs'), graph)).toBe('mantine-start');
    expect(name(mantine('components/CloseButton/CloseButton.mjs'), graph)).toBe('mantine-start');
    // Only the sign-in page shows it; Mantine's core is another group's.
    expect(name(mantine('components/Text/Text.mjs'), graph)).toBeNull();
    expect(name(mantine('core/Box/Box.mjs'), graph)).toBeNull();
  });

  it('put what only the desktop’s sidebar and right panel use in one chunk, with the Mantine parts only they use', () => {
    const { name } = desktopChunk();
    expect(name(src('app/shell/sidebar-nav.tsx'), graph)).toBe('desktop');
    expect(name(src('app/shell/right-panel.tsx'), graph)).toBe('desktop');
    // Imported by the panel and the panel's own screen alone, and what it alone imports; the screen stays out.
    expect(name(src('features/panel/service-due-list.tsx'), graph)).toBe('desktop');
    expect(name(src('features/panel/reminders-page.tsx'), graph)).toBeNull();
    expect(name(src('features/panel/panel-row.tsx'), graph)).toBe('desktop');
    expect(name(mantine('components/NavLink/NavLink.mjs'), graph)).toBe('desktop');
    // A component the sidebar's component uses, and a hook that only it names (through the hooks' barrel).
    expect(name(mantine('components/Collapse/Collapse.mjs'), graph)).toBe('desktop');
    expect(name(hook('use-collapse/use-collapse.mjs'), graph)).toBe('desktop');
    // Shared with a later screen: a phone opening that screen must not load the desktop's chunk for it.
    expect(name(src('lib/ui/list-states.tsx'), graph)).toBeNull();
    expect(name(mantine('components/Tabs/Tabs.mjs'), graph)).toBeNull();
    expect(name(mantine('components/Skeleton/Skeleton.mjs'), graph)).toBeNull();
    // Hooks named elsewhere too: by the first page, by Mantine's core.
    expect(name(hook('use-hotkeys/use-hotkeys.mjs'), graph)).toBeNull();
    expect(name(hook('use-reduced-motion/use-reduced-motion.mjs'), graph)).toBeNull();
    // What the first page or the entries have already stays where it is.
    expect(name(src('lib/shell-model.ts'), graph)).toBeNull();
    expect(name(src('lib/format.ts'), graph)).toBeNull();
    expect(name(mantine('components/Avatar/Avatar.mjs'), graph)).toBeNull();
    expect(name(src('features/customers/customer-list.tsx'), graph)).toBeNull();
  });

  it('put the lists’ states in one chunk, with the Mantine components they show', () => {
    const { name } = listStatesChunk();
    expect(name(src('lib/ui/list-states.tsx'))).toBe('list-states');
    expect(name(src('lib/ui/query-list.tsx'))).toBe('list-states');
    expect(name(mantine('components/Skeleton/Skeleton.mjs'))).toBe('list-states');
    expect(name(mantine('components/EmptyState/EmptyStateTitle/EmptyStateTitle.mjs'))).toBe('list-states');
    expect(name(src('features/panel/service-due-list.tsx'))).toBeNull();
    expect(name(mantine('components/Tabs/Tabs.mjs'))).toBeNull();
  });
});
