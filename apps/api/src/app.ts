import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import { failure } from './lib/envelope.ts';
import { codeOfStatus } from './lib/http-errors.ts';
import { validatorCompiler } from './lib/validation.ts';
import metricsPlugin from './plugins/metrics.ts';
import inputGuard from './plugins/input-guard.ts';
import pdfPlugin from './plugins/pdf.ts';
import changesPlugin from './plugins/changes.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import etagPlugin from './plugins/etag.ts';
import securityHeaders from './plugins/security-headers.ts';
import tenantPlugin from './plugins/tenant.ts';
import authPlugin from './plugins/auth.ts';
import studioAuthPlugin from './plugins/studio-auth.ts';
import { registerModules } from './modules/index.ts';
import { createMessenger, type Messenger } from './lib/messenger.ts';
import { createStorage, s3OptionsFromEnv, type FileStorage } from './lib/storage/index.ts';
import { createPageServer } from './modules/pages/page-server.ts';
import { createStudioPages } from './modules/pages/studio-pages.ts';
import { readStartScript } from './modules/pages/start-after-paint.ts';

export interface BuildOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Set when the process was asked to stop: /readyz answers 503 so traffic moves elsewhere. */
    lifecycle: { draining: boolean };
    /** Mail and SMS of every feature: SMTP when configured, else the outbox table. */
    messenger: Messenger;
    /** Bytes of lesson files: local disk under DATA_DIR/files, or S3 (lib/storage). */
    storage: FileStorage;
  }
}

/** Strips secrets that travel in query strings (confirmation and reset tokens) from logged URLs. */
const redactUrl = (url: string) =>
  url
    .replace(/([?&](?:token|code|password)=)[^&]*/gi, '$1[redacted]')
    // A preview link is a capability for a draft (docs/decisions.md §47): its token stays out of logs.
    .replace(/^((?:\/api)?\/preview\/)[^/?#]+/, '$1[redacted]');

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-auth-token"]', '*.password', '*.token', '*.code'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}

export async function buildApp({ env, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(env),
    trustProxy: env.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 200 },
    // Errors Fastify raises before any route runs (a path with bad percent-encoding, a bad
    // content-type header) leave in the same failure envelope as every other error.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send(failure(status, 'Bad request', codeOfStatus(status)));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('lifecycle', { draining: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // The app's pages (production): rendered on the server for public routes, the shell otherwise;
  // the rendered ones start the app with the web build's inline start script (decision 26).
  const start = env.WEB_DIST ? readStartScript(env.WEB_DIST) : null;
  const servePage = env.WEB_DIST ? createPageServer(app, env.WEB_DIST, start) : null;
  // A company's studio host answers the studio app's page, never the learners' (issue 24).
  const serveStudioPage = env.STUDIO_DIST ? createStudioPages(app, env.STUDIO_DIST) : null;
  await app.register(errorsPlugin, {
    ...((servePage || serveStudioPage) && {
      servePage: async (request: FastifyRequest, reply: FastifyReply) => {
        const studio = await app.isStudioHost(request.hostname).catch(() => false);
        if (studio) return serveStudioPage ? serveStudioPage(request, reply) : false;
        return servePage ? servePage(request, reply) : false;
      },
    }),
  });
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: server-rendered pages start the app after their first paint.
        scriptSrc: ["'self'", ...(start ? [start.hash] : []), 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // hls.js plays a lesson's HLS ladder through Media Source Extensions (a blob: URL on the
        // <video>) and transmuxes in a worker it starts from a blob: (decision 45).
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        // 'self': a PDF lesson shows in the browser's viewer inside the player (/api/files/…).
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google Identity Services opens a popup that must talk back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: env.NODE_ENV === 'production',
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(etagPlugin);
  await app.register(formbody);
  await app.register(inputGuard);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 40 } });
  await app.register(dbPlugin, { database });
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN, trustProxy: env.TRUST_PROXY });
  await app.register(rateLimitPlugin);
  await app.register(pdfPlugin);
  await app.register(changesPlugin);
  const messenger = createMessenger({ db: app.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  app.decorate('messenger', messenger);
  app.addHook('onClose', () => messenger.close());
  const s3 = s3OptionsFromEnv(env);
  app.decorate('storage', createStorage({ dataDir: env.DATA_DIR, ...(s3 ? { s3 } : {}) }));
  await app.register(tenantPlugin, {
    appCode: env.APP_CODE,
    publicUrl: { scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT, listenPort: env.PORT },
  });
  await app.register(authPlugin, {
    basicUser: env.LEARNING_BASIC_USER,
    basicPassword: env.LEARNING_BASIC_PASSWORD,
  });
  await app.register(studioAuthPlugin, {
    publicUrl: { scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT, listenPort: env.PORT },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Course marketplace API',
        version: '1.0.0',
        description: 'Token client (/api/v1), public content (/api, app_code header) and learning host.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          appCode: { type: 'apiKey', in: 'header', name: 'app_code' },
          learningBasic: { type: 'http', scheme: 'basic' },
          learningToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
          studioCookie: { type: 'apiKey', in: 'cookie', name: 'studio_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The reference faces developers, not a company's customers: in production only when asked for.
  if (env.NODE_ENV !== 'production' || env.API_DOCS === 'public') {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  await registerModules(app);

  await serveBuiltFiles(app, env);
  return app;
}

/**
 * The built apps' files (production): the learners' app from WEB_DIST, and the studio's from
 * STUDIO_DIST under /studio-assets/ (apps/studio builds them into dist/studio-assets/), a path of
 * their own so the two apps' hashed files never collide; both served on any host.
 */
async function serveBuiltFiles(app: FastifyInstance, env: Env) {
  if (env.WEB_DIST && existsSync(join(env.WEB_DIST, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: resolve(env.WEB_DIST),
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its files (apps/web/vite/precompress.ts): sent as
      // they are, rather than compressed again on every request (decision 23).
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  // The studio's files (apps/studio builds them into dist/studio-assets/): a path of their own, so
  // the two apps' hashed files never collide; served on any host, like the web's.
  const studioAssets = env.STUDIO_DIST && join(env.STUDIO_DIST, 'studio-assets');
  if (studioAssets && existsSync(studioAssets)) {
    await app.register(fastifyStatic, {
      root: resolve(studioAssets),
      prefix: '/studio-assets/',
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
}
