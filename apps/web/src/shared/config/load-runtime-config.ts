import type { RuntimeConfig } from '@app/contract/tenant/schemas';
import { getConfig } from '@app/contract/tenant/endpoints';
import { call } from '../http/client';
import { fallbackConfig, runtimeConfig, setRuntimeConfig } from './runtime-config';

let pending: Promise<RuntimeConfig> | null = null;

/**
 * Reads /config.json once, before the first render of a page the server did not prepare (the
 * Vite dev server, a plain index.html). Asked before any config is known, so from this origin.
 * Any failure, or a field missing, leaves the fallback's value: the answer is merged, not checked.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= call(getConfig, {}, { validate: false })
    .catch(() => fallbackConfig)
    .then((config) => {
      setRuntimeConfig(config ?? fallbackConfig);
      return runtimeConfig();
    });
  return pending;
}
