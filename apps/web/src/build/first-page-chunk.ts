import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What this needs of rolldown's chunking context: a module's imports (static, dynamic), its importers and its code. */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
    importers?: readonly string[];
    code: string | null;
  } | null;
}

const source = (path: string) => join(dirname(fileURLToPath(import.meta.url)), '..', path);

/** The lazy modules of the page a signed-in user lands on: the shell and the dashboard's screen. */
const FIRST_PAGE = ['app/shell/shell-layout.tsx', 'app/dashboard-screen.tsx'].map(source);
/** What the first page shows on a desktop besides (app/shell/desktop-parts.ts). */
const DESKTOP_PARTS = ['app/shell/sidebar-nav.tsx', 'app/shell/right-panel.tsx'].map(source);
/**
 * The right panel's other screens: the reminders page (the menu's Service Due) and the feedback list (the panel's
 * second tab). Both are reached from the menu or the panel, which have loaded the desktop chunk already.
 */
const PANEL_SCREENS = ['features/panel/reminders-page.tsx', 'features/panel/feedback-list.tsx'].map(source);
/** The pages' entries: what they import statically is in their own chunks already. */
const [APP_ENTRY, SIGN_IN_ENTRY] = ['main.tsx', 'sign-in-main.tsx'].map(source) as [string, string];
const ENTRIES = [APP_ENTRY, SIGN_IN_ENTRY];

const isLibrary = (id: string) => /node_modules/.test(id);

/**
 * The app's modules each entry reaches statically, and those the first page reaches beyond both entries: what every
 * rule below decides from.
 */
function startModules(graph: ModuleGraph) {
  const atApp = appClosure(graph, [APP_ENTRY]);
  const atSignIn = appClosure(graph, [SIGN_IN_ENTRY]);
  const atEntry = new Set([...atApp, ...atSignIn]);
  const firstPage = appClosure(graph, FIRST_PAGE);
  return { atApp, atSignIn, atEntry, firstPage, beyondEntries: [...firstPage].filter((m) => !atEntry.has(m)) };
}

/** A route's module of the contract's schema-free route table (`routes-meta/<route>.gen.ts`, decision 029). */
const ROUTE_MODULE = /[\\/]routes-meta[\\/](\w+)\.gen\.ts$/;
/** How the app names a route: `routes.createOrder` (lib/api/routes.ts) or `routeMeta.partInquiry`. */
const ROUTE_USE = /\b(?:routes|routeMeta)\.(\w+)/g;

/** The routes the given modules name. */
function routesNamed(graph: ModuleGraph, modules: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const module of modules) {
    for (const found of graph.getModuleInfo(module)?.code?.matchAll(ROUTE_USE) ?? []) named.add(found[1] ?? '');
  }
  return named;
}

/**
 * The app's modules that `roots` import statically, the roots included. Libraries are not followed: a library's
 * barrel file (`@mantine/core`, `@tabler/icons-react`) imports every part of it, of which the bundler keeps only
 * what is used.
 */
function appClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  return reach(graph, roots, (id) => !isLibrary(id));
}

/**
 * The modules reached from `roots` through static imports (and `import()` too with `dynamic`), following only those
 * `within` accepts; the roots included when accepted.
 */
function reach(graph: ModuleGraph, roots: Iterable<string>, within: (id: string) => boolean, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || !within(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The code the dashboard needs beyond the app's entry, in one chunk instead of about thirty (decision 042). Rolldown
 * otherwise gives each set of lazy screens sharing modules a chunk of its own, many under 1 KB; each file is
 * compressed alone, so small ones compress badly (the same 40 files weigh about 8 KB less gzipped together).
 *
 * The group takes the app's modules the shell and the dashboard import statically, and only those: not what the
 * entries import (the sign-in page must not load this chunk), not the shell and the dashboard's own modules (rolldown
 * cannot make a group's module the target of an `import()`: "Export 'shell_layout_exports' is not defined"), not the
 * desktop's sidebar and panel or any screen loaded later (imported dynamically), not the libraries (they keep their
 * cached chunks, decision 029). A later screen that shares one of these modules loads this chunk, already cached.
 *
 * Two more rules of the same kind: the contract's route modules (routes-meta/, one per route) that the first page
 * names and the entries do not go with it; and the modules the first page shares with the sign-in page alone (the
 * formatting of money and dates, …) make one chunk, `start-shared`, instead of one small file each.
 */
export function firstPageChunk() {
  let members: Set<string> | null = null;
  let routes: Set<string> | null = null;
  let shared: Set<string> | null = null;
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!members || !routes || !shared) {
        const { atApp, atSignIn, atEntry, firstPage, beyondEntries } = startModules(graph);
        members = new Set(beyondEntries.filter((m) => !FIRST_PAGE.includes(m)));
        shared = new Set([...firstPage].filter((m) => atSignIn.has(m) && !atApp.has(m) && !FIRST_PAGE.includes(m)));
        const entryRoutes = routesNamed(graph, atEntry);
        routes = new Set([...routesNamed(graph, firstPage)].filter((r) => !entryRoutes.has(r)));
      }
      const route = ROUTE_MODULE.exec(id);
      if (route) return routes.has(route[1] ?? '') ? 'first-page' : null;
      if (shared.has(id)) return 'start-shared';
      return members.has(id) ? 'first-page' : null;
    },
    debugName: 'first-page',
    // Only the modules named: their dependencies stay where the rules above put them.
    includeDependenciesRecursively: false,
  };
}

/** The names a module's code imports with `pattern` (its first group: the braces' content), aliases resolved. */
function importedNames(code: string | null | undefined, pattern: RegExp): string[] {
  return [...(code?.matchAll(pattern) ?? [])].flatMap((found) =>
    (found[1] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''),
  );
}

const ICON = /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](?:icons[\\/](Icon\w+)\.mjs)?/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@tabler\/icons-react["']/g;

/**
 * Tabler's icons in two chunks (decision 042): `icons`, the ones the sign-in page and the first page show (on a phone
 * or a desktop), with the library's own modules; `icons-more`, every other icon of the app, loaded with the first
 * screen that shows one. One chunk for all (about 120 icons, 7.7 KB gzipped) made every first page load them all.
 * The first page's icons are read from its modules' imports, the barrel file being no guide (see `appClosure`).
 */
export function iconChunks() {
  let start: Set<string> | null = null;
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      const icon = ICON.exec(id);
      if (!icon) return null;
      if (!start) {
        start = new Set();
        for (const module of appClosure(graph, [...ENTRIES, ...FIRST_PAGE, ...DESKTOP_PARTS])) {
          for (const name of importedNames(graph.getModuleInfo(module)?.code, ICON_IMPORT)) start.add(name);
        }
      }
      return icon[1] === undefined || start.has(icon[1]) ? 'icons' : 'icons-more';
    },
    debugName: 'icons',
  };
}

/**
 * What a desktop's first page shows besides the phone's (app/shell/desktop-parts.ts: the sidebar and the right panel),
 * in one chunk, `desktop`, instead of about twelve files under 4 KB (decision 042). It takes only what nothing else
 * uses, so that no other page loads it for one shared module: the two parts, the app's modules that only they and the
 * panel's own screens import (the service-due list, the panel's list), and the Mantine components and hooks that only
 * these name (the sidebar's NavLink and Collapse with its `use-collapse`). Modules shared with other screens stay
 * out: the lists' states (`listStatesChunk`), Mantine's Badge and Tabs (the chunks rolldown gives them). A phone loads
 * `desktop` when its menu is first opened (the drawer shows the sidebar), which is also the way to the panel's screens.
 */
export function desktopChunk() {
  let members: Set<string> | null = null;
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!members) {
        const { atEntry, firstPage } = startModules(graph);
        const candidates = [...appClosure(graph, DESKTOP_PARTS)].filter((m) => !atEntry.has(m) && !firstPage.has(m));
        const desktop = onlyImportedWithin(graph, new Set(candidates), DESKTOP_PARTS, PANEL_SCREENS);
        const chosen = new Set(desktop);
        const barrel = mantineBarrel(graph, atEntry);
        if (barrel !== undefined) {
          const elsewhere = [...everyAppModule(graph)].filter((m) => !desktop.has(m));
          const usedElsewhere = mantineComponents(graph, elsewhere, barrel);
          const components = [...mantineComponents(graph, desktop, barrel)].filter((m) => !usedElsewhere.has(m));
          for (const m of components) chosen.add(m);
          // A hook goes with them only when no other module of the app or of Mantine names it.
          const mantineElsewhere = [...mantineModules(graph, barrel)].filter((m) => !chosen.has(m));
          const hooksElsewhere = mantineHooks(graph, [...elsewhere, ...mantineElsewhere]);
          for (const m of mantineHooks(graph, [...components, ...desktop])) if (!hooksElsewhere.has(m)) chosen.add(m);
        }
        members = chosen;
      }
      return members.has(id) ? 'desktop' : null;
    },
    debugName: 'desktop',
    includeDependenciesRecursively: false,
  };
}

/**
 * The modules of `candidates` that only `roots`, `alsoFrom` and other such modules import statically (the roots kept
 * whoever imports them; `alsoFrom` not taken): a module some other screen imports too is dropped, and with it what
 * only it imported.
 */
function onlyImportedWithin(
  graph: ModuleGraph,
  candidates: Set<string>,
  roots: readonly string[],
  alsoFrom: readonly string[] = [],
): Set<string> {
  const kept = new Set(candidates);
  for (let changed = true; changed; ) {
    changed = false;
    for (const m of kept) {
      if (roots.includes(m)) continue;
      if ((graph.getModuleInfo(m)?.importers ?? []).some((importer) => !kept.has(importer) && !alsoFrom.includes(importer))) {
        kept.delete(m);
        changed = true;
      }
    }
  }
  return kept;
}

/** Every module of the app's own code, the lazily loaded screens included (libraries not followed). */
function everyAppModule(graph: ModuleGraph): Set<string> {
  return reach(graph, ENTRIES, (id) => !isLibrary(id), true);
}

/** Every module of `@mantine/core` the build holds: its barrel's imports and theirs. */
function mantineModules(graph: ModuleGraph, barrel: string): Set<string> {
  return reach(graph, graph.getModuleInfo(barrel)?.importedIds ?? [], (id) => MANTINE_CORE.test(id));
}

/** Mantine's barrel file, as the entries import it. */
function mantineBarrel(graph: ModuleGraph, atEntry: Iterable<string>): string | undefined {
  return [...atEntry].flatMap((m) => graph.getModuleInfo(m)?.importedIds ?? []).find((i) => MANTINE_BARREL.test(i));
}

const MANTINE_BARREL = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/;
const MANTINE_CORE = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]/;
const MANTINE_COMPONENT = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]/;
const MANTINE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']\.\/(components\/[^"']+)["']/g;
const HOOKS_BARREL = /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const HOOKS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/hooks["']/g;
const HOOKS_BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']\.\/(use-[^"']+)["']/g;

/** Which module of a barrel file each name it exports comes from, read off the barrel's import lines. */
function barrelModules(graph: ModuleGraph, barrel: string, lines: RegExp): Map<string, string> {
  const byName = new Map<string, string>();
  const barrelInfo = graph.getModuleInfo(barrel);
  for (const found of barrelInfo?.code?.matchAll(lines) ?? []) {
    const path = (found[2] ?? '').replace(/\//g, '');
    const id = barrelInfo?.importedIds.find((imported) => imported.replace(/[\\/]/g, '').endsWith(path));
    if (id) for (const name of (found[1] ?? '').split(',')) byName.set(name.trim(), id);
  }
  return byName;
}

/**
 * The modules of Mantine's components that `modules` use, with the components these use in turn (an `Alert` brings
 * its `CloseButton`). The barrel file says which module a name comes from; the components import each other directly.
 */
function mantineComponents(graph: ModuleGraph, modules: Iterable<string>, barrel: string): Set<string> {
  const byName = barrelModules(graph, barrel, BARREL_IMPORT);
  const named = [...modules]
    .flatMap((m) => importedNames(graph.getModuleInfo(m)?.code, MANTINE_IMPORT))
    .flatMap((n) => byName.get(n) ?? []);
  return reach(graph, named, (id) => MANTINE_COMPONENT.test(id));
}

/** The modules of `@mantine/hooks` that `modules` name through its barrel file (the hooks' own imports not followed). */
function mantineHooks(graph: ModuleGraph, modules: Iterable<string>): Set<string> {
  const infos = [...modules].map((m) => graph.getModuleInfo(m));
  const barrel = infos.flatMap((info) => info?.importedIds ?? []).find((i) => HOOKS_BARREL.test(i));
  if (barrel === undefined) return new Set();
  const byName = barrelModules(graph, barrel, HOOKS_BARREL_IMPORT);
  return new Set(infos.flatMap((info) => importedNames(info?.code, HOOKS_IMPORT)).flatMap((n) => byName.get(n) ?? []));
}

/**
 * Mantine's components that the first page shows, in two chunks (decision 042): `mantine-first`, those the sign-in
 * page does not show; `mantine-start`, those it shows too (both pages load it). Rolldown otherwise gives each a chunk
 * of its own, shared with the later screens that use it: about ten files under 2 KB (9.7 KB gzipped). Apart from the
 * first page's own chunk, so that a release of the app keeps them cached (decision 029).
 */
export function mantineFirstPageChunks() {
  let members: Map<string, string> | null = null;
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!MANTINE_COMPONENT.test(id)) return null;
      if (!members) {
        members = new Map();
        const { atEntry, beyondEntries } = startModules(graph);
        const barrel = mantineBarrel(graph, atEntry);
        if (barrel !== undefined) {
          const atSignIn = mantineComponents(graph, atEntry, barrel);
          for (const m of mantineComponents(graph, beyondEntries, barrel))
            members.set(m, atSignIn.has(m) ? 'mantine-start' : 'mantine-first');
        }
      }
      return members.get(id) ?? null;
    },
    debugName: 'mantine-first',
    includeDependenciesRecursively: false,
  };
}

/** The lists' states (lib/ui): loading, empty and failed, with the Mantine components they show. */
const LIST_STATES =
  /([\\/]src[\\/]lib[\\/]ui[\\/](list-states|query-list|load-failed)\.tsx|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](EmptyState|Skeleton)[\\/].*)$/;

/**
 * The states every list shows while it loads, when it is empty and when it failed (`lib/ui/list-states.tsx`,
 * `query-list.tsx`, `load-failed.tsx`, with Mantine's EmptyState and Skeleton), in one chunk, `list-states`, instead
 * of five files under 2 KB (decision 042). The screens that show one show the others: none loads more than it uses.
 */
export function listStatesChunk() {
  return {
    name: (id: string): string | null => (LIST_STATES.test(id) ? 'list-states' : null),
    debugName: 'list-states',
    includeDependenciesRecursively: false,
  };
}
