/** What Rolldown tells a group's name function about a module. */
interface ModuleInfoSource {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Chunk groups of the browser build (decision 23). Rolldown's automatic splitting cut the code a
 * page needs into ~30 chunks of often under 1 kB each: every one a request the first load waits
 * for (six at a time over HTTP/1.1, one round trip each). Instead:
 *   - `app`: everything the entry (src/main.tsx) imports statically. It runs on every page, so it
 *     is one file. The entry stays its own small chunk: it awaits the first render at its top
 *     level, and lazy pages import from `app`, so inside `app` it would wait on pages that wait
 *     on it; index.html preloads `app` beside it;
 *   - one chunk per feature (and one for src/shared) with the modules that several lazy chunks
 *     share, instead of one chunk per shared module.
 * Lazy pages stay their own chunks, and the form libraries their own groups.
 */
export function chunkGroups(entry: string) {
  let closure: Set<string> | null = null;
  /** The modules the entry imports statically, directly or not (computed once per build). */
  const entryImports = (ctx: ModuleInfoSource) => {
    if (closure) return closure;
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(entry);
    found.delete(entry);
    return (closure = found);
  };
  return [
    { name: (id: string, ctx: ModuleInfoSource) => (entryImports(ctx).has(id) ? 'app' : null), priority: 10 },
    {
      name: (id: string) =>
        /[\\/]src[\\/](?:features[\\/]([\w-]+)|(shared))[\\/]/.exec(id)?.slice(1).find(Boolean) ?? null,
      minShareCount: 2,
      priority: 5,
    },
  ];
}
