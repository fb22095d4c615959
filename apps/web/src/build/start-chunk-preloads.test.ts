import { describe, expect, it } from 'vitest';
import { startChunkPreloads } from './start-chunk-preloads.ts';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk', fileName, imports, isEntry });

/** A build's output as the plugin's generateBundle hook sees it, then what a lazy import would preload. */
function preloadsWith(bundle: Record<string, unknown>, deps: string[], hostType: 'js' | 'html' = 'js') {
  const { plugin, resolveDependencies } = startChunkPreloads();
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return resolveDependencies('assets/shell.js', deps, { hostType });
}

describe('preload lists of lazy screens (decision 042)', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js', 'assets/shared.js'], true),
    'assets/sign-in.js': chunk('assets/sign-in.js', ['assets/react.js', 'assets/text.js'], true),
    'assets/shared.js': chunk('assets/shared.js', ['assets/mantine.js']),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/mantine.js': chunk('assets/mantine.js', []),
    'assets/text.js': chunk('assets/text.js', []),
    'assets/shell.js': chunk('assets/shell.js', ['assets/react.js', 'assets/badge.js']),
    'assets/badge.js': chunk('assets/badge.js', []),
    'index.html': { type: 'asset' },
  };

  it('leaves out what the pages’ entries load themselves, through their imports too', () => {
    expect(
      preloadsWith(bundle, ['assets/shell.js', 'assets/react.js', 'assets/mantine.js', 'assets/text.js', 'assets/badge.js']),
    ).toEqual(['assets/shell.js', 'assets/badge.js']);
  });

  it('keeps the page’s own list as it is', () => {
    expect(preloadsWith(bundle, ['assets/react.js', 'assets/shared.js'], 'html')).toEqual([
      'assets/react.js',
      'assets/shared.js',
    ]);
  });
});
