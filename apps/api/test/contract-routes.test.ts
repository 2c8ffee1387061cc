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
  // Lesson files behind signed links: binary, like /media/:id (modules/learning/files).
  'GET /api/files/:token',
  // A studio video's HLS playlists and segments behind signed links, binary too (decision 45).
  'GET /api/hls/:token/:part',
  'GET /api/hls/:token/:part/:file',
  'GET /api/docs',
  // For crawlers, per tenant (modules/pages).
  'GET /robots.txt',
  'GET /sitemap.xml',
  // The sandbox gateway's hosted checkout page: a gateway's page, not a call of the app.
  'GET /sandbox/checkout/:key',
  'POST /sandbox/checkout/:key',
  // Studio video uploads speak the tus protocol (binary bodies, tus headers), not JSON calls.
  'POST /api/studio/uploads',
  'PATCH /api/studio/uploads/:id',
  // The studio polls a video's transcoding; it joins the contract with the studio's auth mode.
  'GET /api/studio/videos/:id',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

/**
 * "METHOD /path" of each route Fastify registered (HEAD is Fastify's automatic twin of GET), read
 * from its printed route tree: a child's path continues its parent's. The docs UI's own assets
 * hang below /api/docs and are left out.
 */
function registeredRoutes(): string[] {
  const lines = ctx.app.printRoutes({ commonPrefix: false }).split('\n');
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of lines) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    if (path.startsWith('/api/docs') && path !== '/api/docs') continue;
    // A node without methods only carries its children's common prefix.
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
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
