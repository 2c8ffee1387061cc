import { fileURLToPath } from 'node:url';
import { loadEnv } from './env.ts';
import { startServer } from './start.ts';

const env = loadEnv({
  ...process.env,
  WEB_DIST: process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  STUDIO_DIST: process.env.STUDIO_DIST ?? fileURLToPath(new URL('../../studio/dist', import.meta.url)),
});

const { app, database } = await startServer(env);

let closing = false;
/**
 * SIGTERM: readiness turns 503 at once; after SHUTDOWN_DELAY_SECONDS the server stops taking
 * connections and waits for every request in flight, then closes the database. Whatever still
 * hangs after 25 s is cut (orchestrators usually kill at 30 s).
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.lifecycle.draining = true;
  app.log.info({ signal, delaySeconds: env.SHUTDOWN_DELAY_SECONDS }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('requests still running 25 s after the stop signal: exiting anyway');
    process.exit(1);
  }, 25_000);
  timer.unref();
  try {
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_SECONDS * 1000));
    await app.close(); // stops accepting, lets in-flight requests finish
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const port = (app.server.address() as { port: number }).port;
const web = env.NODE_ENV === 'production' ? '' : ' (API only: run `npm run dev` for the web app)';
// The API reference is served in production only when asked for (app.ts).
const docs =
  env.NODE_ENV !== 'production' || env.API_DOCS === 'public'
    ? `\n    API docs (OpenAPI):            http://localhost:${port}/api/docs`
    : '';
// Printed for the person who just typed `npm start`.
console.log(`
  Course marketplace is running${web}
    Tenant A (Cendekia Academy):   http://localhost:${port}/   http://127.0.0.1:${port}/
    Tenant B (Acme Academy):       http://acme.localhost:${port}/
    Studio of Tenant A:            http://studio.localhost:${port}/   (via "Login As Contributor")
    Studio of Tenant B:            http://studio.acme.localhost:${port}/
    Suspended tenant:              http://suspended.localhost:${port}/${docs}
    Database: ${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}
`);
