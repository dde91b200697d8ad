import { describe, expect, it } from 'vitest';
import { skipLoadedPreloads } from '../../scripts/skip-loaded-preloads';

type Hook = (options: unknown, bundle: Record<string, unknown>) => void;

describe('preload lists without what the importing chunk already loaded', () => {
  it('drops the host’s static imports (transitively) and keeps the rest and the HTML’s own list', () => {
    const { plugin, resolveDependencies } = skipLoadedPreloads();
    const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });
    (plugin.generateBundle as unknown as Hook)(
      {},
      {
        'index.js': chunk('index.js', ['react.js', 'router.js']),
        'router.js': chunk('router.js', ['store.js']),
        'react.js': chunk('react.js', []),
        'store.js': chunk('store.js', []),
        'page.js': chunk('page.js', ['react.js', 'shared.js']),
        'shared.js': chunk('shared.js', ['store.js']),
        'page.css': { type: 'asset', fileName: 'page.css' },
      },
    );
    const deps = ['page.js', 'react.js', 'shared.js', 'store.js'];
    expect(resolveDependencies('page.js', deps, { hostId: 'index.js', hostType: 'js' })).toEqual([
      'page.js',
      'shared.js',
    ]);
    expect(resolveDependencies('index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    // A host the graph does not know keeps everything.
    expect(resolveDependencies('page.js', deps, { hostId: 'other.js', hostType: 'js' })).toEqual(deps);
  });
});
