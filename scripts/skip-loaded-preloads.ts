/**
 * Vite lists, for every dynamic import (each lazy route of the route tree), the chunks to preload with it. Many
 * of them are static imports of the importing chunk itself (React, the router, Dexie…): by the time that chunk
 * runs they are loaded already, so preloading them again does nothing, yet each name and index is bytes of the
 * first route's JavaScript, per route. This keeps only the dependencies the importing chunk has not loaded:
 * the same requests happen, the first route carries less (tests/e2e/bundle-budget.spec.ts).
 */
import type { Plugin } from 'vite';

type Graph = Map<string, readonly string[]>;

/** The chunks loaded before `host` runs: its static imports, and theirs. */
function staticClosure(graph: Graph, host: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(graph.get(host) ?? [])];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
}

export function skipLoadedPreloads(): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: string },
  ) => string[];
} {
  const graph: Graph = new Map();
  const closures = new Map<string, Set<string>>();
  return {
    // Runs before Vite's own generateBundle step that writes the preload lists, so the graph is complete.
    plugin: {
      name: 'feira:skip-loaded-preloads',
      apply: 'build',
      generateBundle(_options, bundle) {
        graph.clear();
        closures.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') graph.set(output.fileName, output.imports);
        }
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      // The HTML's own preloads are the entry's static imports: they must all stay.
      if (hostType !== 'js' || !graph.has(hostId)) return deps;
      let loaded = closures.get(hostId);
      if (!loaded) {
        loaded = staticClosure(graph, hostId);
        closures.set(hostId, loaded);
      }
      const known = loaded;
      return deps.filter((dep) => !known.has(dep));
    },
  };
}
