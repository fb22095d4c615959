import { fileURLToPath } from 'node:url';

/** What this needs of rolldown's chunking context: a module's static imports. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The lazy modules of the page a signed-in user lands on: the shell and the dashboard's screen. */
const FIRST_PAGE = ['app/shell/shell-layout.tsx', 'app/dashboard-screen.tsx'].map(source);
/** The pages' entries: what they import statically is in their own chunks already. */
const ENTRIES = ['main.tsx', 'sign-in-main.tsx'].map(source);

/**
 * Modules that may join the first page's chunk: the app's own and Mantine's components. The other libraries keep the
 * chunks vite.config.ts gives them (cached across releases, decision 029).
 */
const MOVABLE = /^(?!.*node_modules)|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]/;

function closure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
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
 * The group takes the modules the shell and the dashboard import statically, and only those: not what the entries
 * import (the sign-in page must not load this chunk), not the desktop's sidebar and panel or any screen loaded later
 * (imported dynamically), not the framework. A later screen that shares one of these modules loads this chunk, which
 * is already cached.
 */
export function firstPageChunk() {
  let members: Set<string> | null = null;
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!members) {
        const atEntry = closure(graph, ENTRIES);
        // The lazy modules themselves keep their chunks: rolldown cannot make a group's module the target of an import().
        members = new Set(
          [...closure(graph, FIRST_PAGE)].filter((m) => !atEntry.has(m) && !FIRST_PAGE.includes(m) && MOVABLE.test(m)),
        );
      }
      return members.has(id) ? 'first-page' : null;
    },
    // Only the modules named: their dependencies stay where the rules above put them.
    includeDependenciesRecursively: false,
  };
}
