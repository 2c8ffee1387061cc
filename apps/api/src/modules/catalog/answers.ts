import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { PageMeta } from '@app/contract/envelope';
import { AnswerCache } from '../../lib/answer-cache.ts';

/**
 * The hot list answers (list, category, search, best sellers) are JSON text that PostgreSQL
 * built (sql.ts summaryJson), wrapped in the envelope and hashed once, then kept a few seconds:
 * zod's per-response encode plus JSON.stringify cost about a third of such a request's CPU
 * (bench/results.md). The contract schema still documents them in OpenAPI, and the API tests
 * parse their answers with it.
 */
export interface Prebuilt {
  body: string;
  etag: string;
}

export const prebuilt = (body: string): Prebuilt => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});

export const pagedBody = (data: string, meta: PageMeta) =>
  prebuilt(`{"status":200,"message":"OK","data":${data},"meta":${JSON.stringify(meta)}}`);

export const sendPrebuilt = (reply: FastifyReply, answer: Prebuilt) =>
  reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);

/**
 * Hot pages are reused briefly on this instance (bench/results.md): ranked search costs
 * milliseconds per query at marketplace scale (thousands of matches to rank) and popular
 * searches repeat, so 30 s; every visitor opens the first pages of the list, so 5 s. After that
 * a page is served at most as long again while it is recomputed, which bounds how stale a
 * student count or price can be (10 s). A rating change clears both.
 */
export interface CatalogCaches {
  list: AnswerCache<Prebuilt | null>;
  search: AnswerCache<Prebuilt>;
}

export const createCatalogCaches = (): CatalogCaches => ({
  list: new AnswerCache<Prebuilt | null>(2_000, 5_000, 'course-list'),
  search: new AnswerCache<Prebuilt>(2_000, 30_000, 'course-search'),
});
