import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageMeta } from '@app/contract/envelope';
import type { ErrorCode } from '@app/contract/errors';
import type { FieldProblems } from './http-errors.ts';
import { sendSendable, type Sendable } from './sendable.ts';

/** Success envelope: the SPA reads answers from `data.data` (product §7). */
export const ok = <T>(data: T, message = 'OK') => ({ status: 200, message, data });

export const paged = <T>(data: T[], meta: PageMeta, message = 'OK') => ({ status: 200, message, data, meta });

/** Failure envelope: `code` is one of the contract's, `fields` names bad input by field code. */
export const failure = (status: number, message: string, code: ErrorCode, fields?: FieldProblems) => ({
  status,
  message,
  error: { code, ...(fields ? { fields } : {}) },
});

/** The success envelope around data that PostgreSQL built as JSON text. */
export const okJson = (data: string) => `{"status":200,"message":"OK","data":${data}}`;

/** Sends an answer that is already JSON text (no serialising it again in this process). */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);

/** Sends a kept JSON answer: its bytes or a compressed copy, and the ETag made when it was kept. */
export const sendKept = (request: FastifyRequest, reply: FastifyReply, answer: Sendable) =>
  sendSendable(request, reply.type('application/json; charset=utf-8'), answer);
