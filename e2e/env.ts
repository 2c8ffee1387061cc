import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the e2e server listens and keeps its data. One place so playwright.config.ts and the tests
 * agree; E2E_PORT moves it when 3311 is taken.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3311);
export const E2E_DATA_DIR = join(tmpdir(), `course-marketplace-e2e-${E2E_PORT}`);

/** The demo tenants (their tenant.json in examples/tenants); Chromium resolves *.localhost to loopback. */
export const hosts = {
  tenantA: `http://localhost:${E2E_PORT}`,
  tenantB: `http://acme.localhost:${E2E_PORT}`,
  suspended: `http://suspended.localhost:${E2E_PORT}`,
  /** The example company (examples/tenants/nusantara-skills), added at start: course pages open to visitors. */
  nusantara: `http://nusantara.localhost:${E2E_PORT}`,
  unknown: `http://nowhere.localhost:${E2E_PORT}`,
  /** The companies' studios (tenant.json `studio_domain`): the contributors' app (issue 24). */
  studioA: `http://studio.localhost:${E2E_PORT}`,
  studioB: `http://studio.acme.localhost:${E2E_PORT}`,
  /** Tenant A by address: what Node-side requests use (Node does not resolve *.localhost). */
  api: `http://127.0.0.1:${E2E_PORT}`,
} as const;

export const companies = { tenantA: 'Cendekia Academy', tenantB: 'Acme Academy' } as const;
