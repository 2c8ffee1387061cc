import type { Plugin } from 'vite';

/**
 * A lazy import preloads the chunks its module needs, listed beside the import in the importing
 * chunk. Vite lists every one of them, even those the importing chunk itself imports statically,
 * which are necessarily loaded already. Dropping those from the lists changes nothing at run time
 * and keeps the entry chunk (which holds every route's list) small: the first load's budget.
 */
export function preloadOnlyWhatIsMissing() {
  let staticImports = new Map<string, readonly string[]>();
  const loadedWith = (host: string) => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const imported of staticImports.get(file) ?? []) visit(imported);
    };
    visit(host);
    return loaded;
  };
  const plugin: Plugin = {
    name: 'preload-only-what-is-missing',
    apply: 'build',
    // Runs before Vite's own generateBundle writes the preload lists: the chunk graph is final.
    generateBundle(_, bundle) {
      staticImports = new Map(
        Object.values(bundle).flatMap((out) =>
          out.type === 'chunk' ? [[out.fileName, out.imports] as const] : [],
        ),
      );
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
