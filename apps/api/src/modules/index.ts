import type { FastifyInstance } from 'fastify';
import accountRoutes from './account/routes.ts';
import announcementRoutes from './announcements/routes.ts';
import catalogRoutes from './catalog/routes.ts';
import commerceRoutes from './commerce/routes.ts';
import corporateRoutes from './corporate/routes.ts';
import cvRoutes from './cv/routes.ts';
import healthRoutes from './health/routes.ts';
import learnersRoutes from './learners/routes.ts';
import learningRoutes from './learning/routes.ts';
import mediaRoutes from './media/routes.ts';
import previewRoutes from './preview/routes.ts';
import quizRoutes from './quiz/routes.ts';
import salesRoutes from './sales/routes.ts';
import studioRoutes from './studio/routes.ts';
import studioUploadRoutes from './studio/uploads/routes.ts';
import pagesRoutes from './pages/routes.ts';
import tenantRoutes from './tenant/routes.ts';
import voucherRoutes from './vouchers/routes.ts';

/** One plugin per feature folder; the same names as apps/web/src/features. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(tenantRoutes);
  await app.register(accountRoutes);
  await app.register(catalogRoutes);
  await app.register(commerceRoutes);
  await app.register(learningRoutes);
  await app.register(quizRoutes);
  await app.register(previewRoutes);
  await app.register(pagesRoutes);
  await app.register(cvRoutes);
  await app.register(studioRoutes);
  await app.register(studioUploadRoutes);
  await app.register(salesRoutes);
  await app.register(learnersRoutes);
  await app.register(voucherRoutes);
  await app.register(corporateRoutes);
  await app.register(announcementRoutes);
}
