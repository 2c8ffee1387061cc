import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/studio/endpoints';
import { ok } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { implement } from '../../lib/route.ts';
import type { StudioContext } from './context.ts';
import * as courses from './courses/service.ts';
import { uploadCover } from './covers/service.ts';
import { readCoverForm } from './covers/form.ts';
import * as session from './session/service.ts';

/**
 * The company's studio (docs/product.md "The studio", issue 24): signing in from the learners'
 * site, and the courses contributors build and publish. The studio app itself is served on the
 * studio host by the page server (modules/pages).
 */
export default async function studioRoutes(app: FastifyInstance) {
  const env = app.env;
  const publicUrl = { scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT, listenPort: env.PORT };
  const ctx: StudioContext = {
    sql: app.database.sql,
    db: app.db,
    limiter: app.limiter,
    originOf: (host) => siteOrigin(host, publicUrl),
    secureCookies: siteOrigin('studio.example', publicUrl).startsWith('https:'),
  };

  // A cover's bytes, read with its form before validation, for the handler.
  const images = new WeakMap<object, Buffer>();

  implement(app, calls, {
    createHandoff: async (_request, caller) => ok(await session.createHandoff(ctx, caller)),
    signIn: async (request, caller, reply) => {
      const { token, session: answer } = await session.signIn(ctx, caller, request.body.code);
      // The page that posted the code came from a fragment; nothing about this answer is kept.
      reply
        .header('set-cookie', session.sessionCookie(token, ctx.secureCookies))
        .header('cache-control', 'no-store');
      return ok(answer);
    },
    getSession: async (_request, caller, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await session.sessionOf(ctx, caller.tenant, caller.user.id));
    },
    signOut: async (_request, caller, reply) => {
      await session.signOut(ctx, caller);
      reply.header('set-cookie', session.clearedCookie(ctx.secureCookies));
      return ok(null);
    },
    getOptions: async (_request, caller) => ok(await courses.options(ctx, caller)),
    listCourses: async (request, caller, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await courses.list(ctx, caller, request.query));
    },
    createCourse: async (request, caller) => ok(await courses.create(ctx, caller, request.body)),
    getCourse: async (request, caller, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await courses.get(ctx, caller, request.params.id));
    },
    saveCourse: async (request, caller) =>
      ok(await courses.save(ctx, caller, request.params.id, request.body)),
    publishCourse: async (request, caller) => ok(await courses.publish(ctx, caller, request.params.id)),
    uploadCourseCover: {
      handler: async (request, caller) =>
        ok(await uploadCover(ctx, caller, images.get(request) ?? null, request.body ?? {})),
      extras: {
        // The form is read after the studio's auth hook: no bytes are read for a caller refused.
        preValidation: async (request) => {
          const image = await readCoverForm(app, request);
          if (image) images.set(request, image);
        },
      },
    },
  });
}
