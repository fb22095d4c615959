import type { Plugin } from 'vite';

/** What this needs of the build's output: each chunk's file, whether it is a page's entry, and its static imports. */
type Bundle = Record<string, { type: 'asset' } | { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[] }>;

/**
 * Which chunks a lazy screen's import preloads (decision 042). Vite's preload helper adds a `<link rel=modulepreload>`
 * for every chunk a dynamic import needs, and each link costs the main thread (about 40 links and 160 ms at 4× CPU for
 * the shell) even for chunks already loaded. The chunks a page's entry imports statically are loaded before any screen
 * is asked for, so they are left out: `startChunks` is read from the bundle, once, by `resolveDependencies`.
 */
export function startChunkPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
} {
  let bundle: Bundle | null = null;
  let startChunks: Set<string> | null = null;
  const loadedAtStart = (): Set<string> => {
    if (startChunks) return startChunks;
    startChunks = new Set();
    if (!bundle) return startChunks;
    const visit = (fileName: string) => {
      const chunk = bundle?.[fileName];
      if (chunk?.type !== 'chunk' || startChunks?.has(fileName)) return;
      startChunks?.add(fileName);
      for (const imported of chunk.imports) visit(imported);
    };
    // Every page's entry (index.html, sign-in.html): a chunk one of them imports statically is loaded with it. A
    // screen reached from the other page still imports it itself; only its early fetch is lost.
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    return startChunks;
  };
  return {
    plugin: {
      name: 'garage:start-chunk-preloads',
      apply: 'build',
      enforce: 'pre',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Bundle;
          startChunks = null;
        },
      },
    },
    resolveDependencies: (_file, deps, { hostType }) =>
      hostType === 'js' ? deps.filter((dep) => !loadedAtStart().has(dep)) : deps,
  };
}
