import type { RuntimeConfig } from '@app/contract/tenant/schemas';

let current: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;

const fallback: RuntimeConfig = {
  API_URL: '',
  LEARNING_URL: '',
  LEARNING_BASIC_USER: '',
  LEARNING_BASIC_PASSWORD: '',
  GOOGLE_CLIENT_ID: '',
  APP_CODE: 'wl-malaysia',
  SUPPORT_EMAIL: 'support@coursemarket.example',
  DEV_OUTBOX: false,
};

/**
 * Deployment settings (API and learning base URLs, Google client id) come from /config.json at
 * run time, so one build serves every tenant and environment (decision 12).
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<RuntimeConfig>) : fallback))
    .catch(() => fallback)
    .then((config) => (current = { ...fallback, ...config }));
  return pending;
}

export function runtimeConfig(): RuntimeConfig {
  return current ?? fallback;
}

/** Tests set the configuration directly. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>) {
  current = { ...fallback, ...config };
  pending = Promise.resolve(current);
}
