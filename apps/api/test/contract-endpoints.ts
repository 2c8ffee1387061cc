import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '@app/contract/endpoint';

const contractDir = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));

/** Every endpoint object of the contract (packages/contract/src/<feature>/endpoints.ts), named feature.export. */
export async function contractEndpoints(): Promise<{ name: string; endpoint: AnyEndpoint }[]> {
  const endpoints: { name: string; endpoint: AnyEndpoint }[] = [];
  for (const feature of readdirSync(contractDir).sort()) {
    const file = join(contractDir, feature, 'endpoints.ts');
    if (!existsSync(file)) continue;
    const exports = (await import(file)) as Record<string, AnyEndpoint>;
    for (const [name, endpoint] of Object.entries(exports))
      endpoints.push({ name: `${feature}.${name}`, endpoint });
  }
  return endpoints;
}
