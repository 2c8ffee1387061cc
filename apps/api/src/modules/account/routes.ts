import type { FastifyInstance } from 'fastify';

/** Account calls of spec §7 (issue #3). */
export default async function accountRoutes(_app: FastifyInstance) {}
