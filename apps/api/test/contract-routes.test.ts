import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints } from './contract-endpoints.ts';
import { createTestApp, type TestContext } from './helper.ts';

/**
 * Every call the API answers is defined once, in the contract: the server's route table holds
 * exactly the contract's endpoints plus the operational routes below, which are not client calls.
 */
const OPERATIONAL = [
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  'GET /media/:id',
  'GET /api/docs',
  // The sandbox gateway's hosted checkout page: a gateway's page, not a call of the app.
  'GET /sandbox/checkout/:key',
  'POST /sandbox/checkout/:key',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

/** "METHOD /path" of each route Fastify registered (HEAD is Fastify's automatic twin of GET). */
function registeredRoutes(): string[] {
  const lines = ctx.app.printRoutes({ commonPrefix: false }).split('\n');
  const routes: string[] = [];
  for (const line of lines) {
    // Top-level entries only: the docs UI's own assets hang below /api/docs.
    const match = /^[├└]── (\/\S*) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    for (const method of match[2]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${match[1]}`);
  }
  return routes.sort();
}

describe('route table', () => {
  it('is the contract’s endpoints and the operational routes, nothing else', async () => {
    const contract = (await contractEndpoints()).map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(contract).size, 'two endpoints share a method and path').toBe(contract.length);
    expect(registeredRoutes()).toEqual([...contract, ...OPERATIONAL].sort());
  });
});
