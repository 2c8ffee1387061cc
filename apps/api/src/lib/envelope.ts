import type { FastifyReply } from 'fastify';
import type { PageMeta } from '@app/contract/envelope';

/** Success envelope: the SPA reads answers from `data.data` (product §7). */
export const ok = <T>(data: T, message = 'OK') => ({ status: 200, message, data });

export const paged = <T>(data: T[], meta: PageMeta, message = 'OK') => ({ status: 200, message, data, meta });

/** The success envelope around data that PostgreSQL built as JSON text. */
export const okJson = (data: string) => `{"status":200,"message":"OK","data":${data}}`;

/** Sends an answer that is already JSON text (no serialising it again in this process). */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);
