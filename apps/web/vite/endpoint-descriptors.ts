import { runnerImport, type Plugin } from 'vite';

/** The fields of an endpoint that the browser needs to make the call (shared/http/client.ts). */
const CALL_FIELDS = ['method', 'path', 'auth', 'encoding', 'localized'] as const;

const ENDPOINTS_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/][\w-]+[\\/]endpoints\.ts$/;
/** One virtual module per endpoint, so each lands only in the chunks that call it. */
const VIRTUAL = '\0contract-endpoint:';

const isEndpoint = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';

/**
 * In the production build, each contract `endpoints.ts` module becomes plain objects with only
 * what a call needs (method, path, auth, encoding, localized): the zod schemas that validate on
 * the server, type the web and check answers in development stay out of the browser's bundle.
 * The objects are read from the real module at build time, so they cannot drift from it.
 */
export function endpointDescriptors(): Plugin {
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const load = (file: string) => {
    if (!modules.has(file)) {
      modules.set(
        file,
        runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'error' }).then(
          (r) => r.module,
        ),
      );
    }
    return modules.get(file)!;
  };

  return {
    name: 'contract-endpoint-descriptors',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    async load(id) {
      if (id.startsWith(VIRTUAL)) {
        const [file, name] = id.slice(VIRTUAL.length).split('#') as [string, string];
        const value = (await load(file))[name] as Record<string, unknown>;
        const descriptor = Object.fromEntries(
          CALL_FIELDS.filter((field) => value[field] !== undefined).map((field) => [field, value[field]]),
        );
        return `export const ${name} = ${JSON.stringify(descriptor)};`;
      }
      const file = id.split('?')[0]!;
      if (!ENDPOINTS_FILE.test(file)) return null;
      const exports = await load(file);
      return Object.entries(exports)
        .map(([name, value]) => {
          if (!isEndpoint(value)) {
            throw new Error(
              `${file}: export ${name} is not an endpoint; endpoints.ts exports endpoints only`,
            );
          }
          return `export { ${name} } from ${JSON.stringify(`${VIRTUAL}${file}#${name}`)};`;
        })
        .join('\n');
    },
  };
}
