import type { FastifyInstance } from 'fastify';

/** Learning-host catalogue calls of spec §7 (issue #4). */
export default async function catalogRoutes(_app: FastifyInstance) {}
