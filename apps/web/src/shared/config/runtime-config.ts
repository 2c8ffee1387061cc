import type { RuntimeConfig } from '@app/contract/tenant/schemas';

let current: RuntimeConfig | null = null;

/** What the app runs with until /config.json has answered, or when it cannot. */
export const fallbackConfig: RuntimeConfig = {
  API_URL: '',
  LEARNING_URL: '',
  LEARNING_BASIC_USER: '',
  LEARNING_BASIC_PASSWORD: '',
  GOOGLE_CLIENT_ID: '',
  APP_CODE: 'wl-malaysia',
  SUPPORT_EMAIL: 'support@coursemarket.example',
};

/**
 * Deployment settings (API and learning base URLs, Google client id) come from /config.json at
 * run time (shared/config/load-runtime-config.ts) or from the page (app/boot.ts), so one build
 * serves every tenant and environment (decision 12).
 */
export function runtimeConfig(): RuntimeConfig {
  return current ?? fallbackConfig;
}

/** The configuration the page brought or /config.json answered; tests set it directly. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>) {
  current = { ...fallbackConfig, ...config };
}
