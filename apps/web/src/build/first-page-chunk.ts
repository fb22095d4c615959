import { fileURLToPath } from 'node:url';

/** What this needs of rolldown's chunking context: a module's static imports and its code. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The lazy modules of the page a signed-in user lands on: the shell and the dashboard's screen. */
const FIRST_PAGE = ['app/shell/shell-layout.tsx', 'app/dashboard-screen.tsx'].map(source);
/** What the first page shows on a desktop besides (app/shell/desktop-parts.ts). */
const DESKTOP_PARTS = ['app/shell/sidebar-nav.tsx', 'app/shell/right-panel.tsx'].map(source);
/** The pages' entries: what they import statically is in their own chunks already. */
const ENTRIES = ['main.tsx', 'sign-in-main.tsx'].map(source);

const isLibrary = (id: string) => /node_modules/.test(id);

/**
 * The app's modules that `roots` import statically, the roots included. Libraries are not followed: a library's
 * barrel file (`@mantine/core`, `@tabler/icons-react`) imports every part of it, of which the bundler keeps only
 * what is used.
 */
function appClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || isLibrary(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
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
 */
export function firstPageChunk() {
  let members: Set<string> | null = null;
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!members) {
        const atEntry = appClosure(graph, ENTRIES);
        members = new Set([...appClosure(graph, FIRST_PAGE)].filter((m) => !atEntry.has(m) && !FIRST_PAGE.includes(m)));
      }
      return members.has(id) ? 'first-page' : null;
    },
    debugName: 'first-page',
    // Only the modules named: their dependencies stay where the rules above put them.
    includeDependenciesRecursively: false,
  };
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
          for (const found of graph.getModuleInfo(module)?.code?.matchAll(ICON_IMPORT) ?? []) {
            for (const name of (found[1] ?? '').split(',')) start.add(name.trim().split(/\s+as\s+/)[0] ?? '');
          }
        }
      }
      return icon[1] === undefined || start.has(icon[1]) ? 'icons' : 'icons-more';
    },
    debugName: 'icons',
  };
}
