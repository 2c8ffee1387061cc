import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/cv/endpoints';
import { ok } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { implement } from '../../lib/route.ts';
import { cvPdfOf } from './pdf/service.ts';
import * as cv from './service.ts';
import type { CvContext } from './service.ts';

/**
 * The learner's CV (spec §7 "CV", docs/product.md §18): the CV, work experiences, educations and
 * trainings (with the verified training of certificates), personal skills, and the PDF.
 */
export default async function cvRoutes(app: FastifyInstance) {
  const env = app.env;
  const ctx: CvContext = {
    sql: app.database.sql,
    limiter: app.limiter,
    pdf: app.pdf,
    // Verification links name the tenant's primary domain, never the request's Host.
    siteOrigin: (tenant) =>
      siteOrigin(tenant.primaryHost, {
        scheme: env.PUBLIC_SCHEME,
        port: env.PUBLIC_PORT,
        listenPort: env.PORT,
      }),
  };

  implement(app, calls, {
    getCv: async (_request, caller) => ok(await cv.cvOf(ctx, caller)),
    createCv: async (request, caller) => ok(await cv.createCv(ctx, caller, request.body)),
    updateCv: async (request, caller) => ok(await cv.updateCv(ctx, caller, request.body)),
    getCvPdf: async (_request, caller, reply) => {
      const { pdf, filename } = await cvPdfOf(ctx, caller);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },

    getWorkExperiences: async (_request, caller) => ok(await cv.workExperiencesOf(ctx, caller)),
    getWorkExperience: async (request, caller) =>
      ok(await cv.workExperienceOf(ctx, caller, request.query.id)),
    createWorkExperience: async (request, caller) =>
      ok(await cv.addWorkExperience(ctx, caller, request.body)),
    updateWorkExperience: async (request, caller) => {
      const { id, ...fields } = request.body;
      return ok(await cv.changeWorkExperience(ctx, caller, id, fields));
    },
    deleteWorkExperience: async (request, caller) =>
      ok(await cv.removeWorkExperience(ctx, caller, request.params.id)),

    getEducationsTrainings: async (request, caller) =>
      ok(await cv.educationsTrainingsOf(ctx, caller, request.query.type)),
    getEducationTraining: async (request, caller) =>
      ok(await cv.educationTrainingOf(ctx, caller, request.query.id)),
    createEducationTraining: async (request, caller) =>
      ok(await cv.addEducationTraining(ctx, caller, request.body)),
    updateEducationTraining: async (request, caller) => {
      const { id, ...fields } = request.body;
      return ok(await cv.changeEducationTraining(ctx, caller, id, fields));
    },
    deleteEducationTraining: async (request, caller) =>
      ok(await cv.removeEducationTraining(ctx, caller, request.query.id)),
    setVerifiedTrainingHidden: async (request, caller) =>
      ok(await cv.setVerifiedTrainingHidden(ctx, caller, request.body.code, request.body.hidden)),

    getPersonalSkills: async (_request, caller) => ok(await cv.personalSkillsOf(ctx, caller)),
    createPersonalSkills: async (request, caller) =>
      ok(await cv.createPersonalSkills(ctx, caller, request.body)),
    updatePersonalSkills: async (request, caller) =>
      ok(await cv.updatePersonalSkills(ctx, caller, request.body)),
  });
}
