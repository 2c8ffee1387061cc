import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '@app/contract/studio/endpoints';
import { STUDIO_LIMITS } from '@app/contract/studio/constants';
import { ok } from '../../lib/envelope.ts';
import { readFileForm } from '../../lib/file-form.ts';
import { siteOrigin } from '../../lib/host.ts';
import { implement } from '../../lib/route.ts';
import { signFileLink } from '../learning/files/service.ts';
import type { StudioContext } from './context.ts';
import { previewLinkFor, type PreviewContext } from '../preview/service.ts';
import * as courses from './courses/service.ts';
import * as curriculum from './curriculum/service.ts';
import { uploadCover } from './covers/service.ts';
import { readCoverForm } from './covers/form.ts';
import * as session from './session/service.ts';
import { CAPTION_MAX_BYTES, LESSON_IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '@app/contract/studio/files';
import { readLessonFileForm, type FormFile } from './files/form.ts';
import * as lessonFiles from './files/service.ts';
import { uploadLessonImage } from './files/images.ts';

/** A whole curriculum with its readings is bigger than other bodies (the app's limit is 1 MB). */
const CURRICULUM_BODY_BYTES = 16 * 1024 * 1024;

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
    secureCookiesOn: (host) => siteOrigin(host, publicUrl).startsWith('https:'),
    fileLink: ({ tenantId, userId, fileId }) =>
      signFileLink({ secret: env.FILE_LINK_SECRET, tenantId, userId, fileId }),
  };

  const previewCtx: PreviewContext = { ...ctx, secret: env.FILE_LINK_SECRET };

  const filesCtx: lessonFiles.FilesContext = {
    ...ctx,
    storage: app.storage,
    fileLinkSecret: env.FILE_LINK_SECRET,
  };
  // A lesson file's bytes (a PDF, captions), read with its form after the studio's auth hook.
  const formFiles = new WeakMap<FastifyRequest, FormFile | null>();

  // The CSV of a quiz import, read from its multipart form before validation.
  const uploads = new WeakMap<FastifyRequest, Buffer | null>();
  // A cover's bytes, read with its form before validation, for the handler.
  const images = new WeakMap<object, Buffer>();

  implement(app, calls, {
    createHandoff: async (_request, caller) => ok(await session.createHandoff(ctx, caller)),
    signIn: async (request, caller, reply) => {
      const { token, session: answer } = await session.signIn(ctx, caller, request.body.code);
      // The page that posted the code came from a fragment; nothing about this answer is kept.
      reply
        .header('set-cookie', session.sessionCookie(token, ctx.secureCookiesOn(request.hostname)))
        .header('cache-control', 'no-store');
      return ok(answer);
    },
    getSession: async (_request, caller, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await session.sessionOf(ctx, caller.tenant, caller.user.id));
    },
    signOut: async (request, caller, reply) => {
      await session.signOut(ctx, caller);
      reply.header('set-cookie', session.clearedCookie(ctx.secureCookiesOn(request.hostname)));
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
    createPreviewLink: async (request, caller, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await previewLinkFor(previewCtx, caller, request.params.id));
    },
    saveCourse: async (request, caller) =>
      ok(await courses.save(ctx, caller, request.params.id, request.body)),
    publishCourse: async (request, caller) => ok(await courses.publish(ctx, caller, request.params.id)),
    saveCurriculum: {
      handler: async (request, caller) =>
        ok(await curriculum.saveCurriculum(ctx, caller, request.params.id, request.body)),
      extras: { bodyLimit: CURRICULUM_BODY_BYTES },
    },
    importQuizQuestions: {
      handler: async (request, caller) =>
        ok(
          await curriculum.importQuizQuestions(ctx, caller, {
            id: request.params.id,
            key: request.params.key,
            revision: request.body.revision,
            file: uploads.get(request) ?? null,
          }),
        ),
      extras: { preValidation: async (request) => void uploads.set(request, await readImport(app, request)) },
    },
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
    uploadLessonFile: {
      handler: async (request, caller) =>
        ok(await lessonFiles.uploadPdf(filesCtx, caller, request.params.id, formFiles.get(request) ?? null)),
      extras: {
        preValidation: async (request) =>
          void formFiles.set(request, await readLessonFileForm(app, request, PDF_MAX_BYTES)),
      },
    },
    uploadLessonImage: {
      handler: async (request, caller) =>
        ok(await uploadLessonImage(ctx, caller, request.params.id, formFiles.get(request) ?? null)),
      extras: {
        preValidation: async (request) =>
          void formFiles.set(request, await readLessonFileForm(app, request, LESSON_IMAGE_MAX_BYTES)),
      },
    },
    uploadCaptions: {
      handler: async (request, caller) =>
        ok(
          await lessonFiles.uploadCaptions(filesCtx, caller, request.params.id, {
            language: request.body.language,
            upload: formFiles.get(request) ?? null,
          }),
        ),
      extras: {
        preValidation: async (request) =>
          void formFiles.set(request, await readLessonFileForm(app, request, CAPTION_MAX_BYTES)),
      },
    },
    getLessonFile: async (request, caller, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await lessonFiles.fileFacts(filesCtx, caller, request.params.id));
    },
  });
}

/** A quiz import's form: its fields into `request.body`, the CSV's bytes (`file`, ≤ 1 MB) aside. */
async function readImport(app: FastifyInstance, request: FastifyRequest): Promise<Buffer | null> {
  const form = await readFileForm(app, request, {
    field: 'file',
    maxBytes: STUDIO_LIMITS.importBytes,
    what: 'The CSV file',
    tooLarge: 'too_large',
    tooMany: 'too_many',
  });
  return form?.bytes ?? null;
}
