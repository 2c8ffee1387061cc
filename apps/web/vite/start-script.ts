import { build, type Plugin, type Rolldown } from 'vite';

/** Where the server finds the start script: beside the server renderer, which it also reads once. */
export const START_SCRIPT_FILE = 'start-after-paint.js';

/**
 * The server build (`vite build --ssr`) also writes dist-ssr/start-after-paint.js: the start script
 * of server-rendered pages (src/entry-start.ts, decision 26) as one minified classic script with
 * nothing imported, since the server inlines it at the end of the body (and allows it in its
 * content security policy by the hash of these bytes: apps/api/src/modules/pages/start-after-paint.ts).
 */
export function startScript(entry: string, root: string): Plugin {
  return {
    name: 'start-script',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    async generateBundle() {
      const result = (await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry, formats: ['iife'], name: 'startAfterPaint', fileName: () => START_SCRIPT_FILE },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const [chunk] = (Array.isArray(result) ? result[0]! : result).output;
      this.emitFile({ type: 'asset', fileName: START_SCRIPT_FILE, source: chunk.code });
    },
  };
}
