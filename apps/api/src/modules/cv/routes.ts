import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '@app/contract/cv/endpoints';
import { localeSchema, type Locale } from '@app/contract/envelope';
import { ok } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { route } from '../../lib/route.ts';
import { cvPdfOf } from './pdf/service.ts';
import * as cv from './service.ts';
import type { Caller, CvContext } from './service.ts';

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

  const callerOf = (request: FastifyRequest): Caller => {
    const lang = (request.query as { lang?: Locale } | undefined)?.lang;
    return {
      tenant: request.tenant,
      user: request.user!,
      lang: lang ?? localeSchema.catch('en').parse(request.tenant.defaultLocale),
    };
  };

  route(app, calls.getCv, async (request) => ok(await cv.cvOf(ctx, callerOf(request))));
  route(app, calls.createCv, async (request) => ok(await cv.createCv(ctx, callerOf(request), request.body)));
  route(app, calls.updateCv, async (request) => ok(await cv.updateCv(ctx, callerOf(request), request.body)));

  route(app, calls.getCvPdf, async (request, reply) => {
    const { pdf, filename } = await cvPdfOf(ctx, callerOf(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, calls.getWorkExperiences, async (request) =>
    ok(await cv.workExperiencesOf(ctx, callerOf(request))),
  );
  route(app, calls.getWorkExperience, async (request) =>
    ok(await cv.workExperienceOf(ctx, callerOf(request), request.query.id)),
  );
  route(app, calls.createWorkExperience, async (request) =>
    ok(await cv.addWorkExperience(ctx, callerOf(request), request.body)),
  );
  route(app, calls.updateWorkExperience, async (request) => {
    const { id, ...fields } = request.body;
    return ok(await cv.changeWorkExperience(ctx, callerOf(request), id, fields));
  });
  route(app, calls.deleteWorkExperience, async (request) =>
    ok(await cv.removeWorkExperience(ctx, callerOf(request), request.params.id)),
  );

  route(app, calls.getEducationsTrainings, async (request) =>
    ok(await cv.educationsTrainingsOf(ctx, callerOf(request), request.query.type)),
  );
  route(app, calls.getEducationTraining, async (request) =>
    ok(await cv.educationTrainingOf(ctx, callerOf(request), request.query.id)),
  );
  route(app, calls.createEducationTraining, async (request) =>
    ok(await cv.addEducationTraining(ctx, callerOf(request), request.body)),
  );
  route(app, calls.updateEducationTraining, async (request) => {
    const { id, ...fields } = request.body;
    return ok(await cv.changeEducationTraining(ctx, callerOf(request), id, fields));
  });
  route(app, calls.deleteEducationTraining, async (request) =>
    ok(await cv.removeEducationTraining(ctx, callerOf(request), request.query.id)),
  );
  route(app, calls.setVerifiedTrainingHidden, async (request) =>
    ok(await cv.setVerifiedTrainingHidden(ctx, callerOf(request), request.body.code, request.body.hidden)),
  );

  route(app, calls.getPersonalSkills, async (request) =>
    ok(await cv.personalSkillsOf(ctx, callerOf(request))),
  );
  route(app, calls.createPersonalSkills, async (request) =>
    ok(await cv.createPersonalSkills(ctx, callerOf(request), request.body)),
  );
  route(app, calls.updatePersonalSkills, async (request) =>
    ok(await cv.updatePersonalSkills(ctx, callerOf(request), request.body)),
  );
}
