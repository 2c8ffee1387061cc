import type { TestContext } from '../helper.ts';
import { HOST_A } from '../helper.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';

/** Basic auth of the learning host (product §6); defaults of env LEARNING_BASIC_USER/PASSWORD. */
export const basicAuth = (user = 'learning', password = 'learning-demo') =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Headers of a learning-host call from a tenant's host, with the user's token when given. */
export const learning = (options: { host?: string; token?: string } = {}) => ({
  host: options.host ?? HOST_A,
  authorization: basicAuth(),
  ...(options.token ? { 'x-auth-token': options.token } : {}),
});

let counter = 0;

/**
 * A confirmed user of the host's tenant with a live session, optionally owning some courses.
 * Written straight to the tables so these tests do not depend on the login flow.
 */
export async function createLearner(
  ctx: TestContext,
  options: { host?: string; owns?: number[]; name?: string } = {},
): Promise<{ id: number; token: string; email: string }> {
  counter += 1;
  const [user] = await ctx.database.sql.query<{ id: number; email: string }>(
    `INSERT INTO users (tenant_id, email, full_name, confirmed_at)
     SELECT tenant_id, $2, $3, now() FROM tenant_domains WHERE host = $1 RETURNING id, email`,
    [
      options.host ?? HOST_A,
      `catalog-test-${counter}-${Date.now()}@example.test`,
      options.name ?? `Test Learner ${counter}`,
    ],
  );
  const token = newToken();
  await ctx.database.sql.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [user!.id, hashToken(token)],
  );
  for (const courseId of options.owns ?? []) {
    await ctx.database.sql.query(
      `INSERT INTO enrollments (tenant_id, user_id, course_id) SELECT tenant_id, $1, id FROM courses WHERE id = $2`,
      [user!.id, courseId],
    );
  }
  return { id: user!.id, token, email: user!.email };
}

/** A course of the host's tenant by its English title. */
export async function courseByTitle(ctx: TestContext, title: string, host = HOST_A) {
  const [row] = await ctx.database.sql.query<{ id: number; slug: string }>(
    `SELECT c.id, c.slug FROM courses c JOIN tenant_domains d ON d.tenant_id = c.tenant_id
      WHERE d.host = $1 AND c.title_en = $2`,
    [host, title],
  );
  if (!row) throw new Error(`No course "${title}" on ${host}`);
  return row;
}
