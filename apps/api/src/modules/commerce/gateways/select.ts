import type { GatewayName } from '@app/contract/commerce/schemas';
import type { Env } from '../../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { midtransGateway } from './midtrans.ts';
import { sandboxGateway } from './sandbox.ts';
import { stripeGateway } from './stripe.ts';

/**
 * Which gateway a tenant pays through (docs/payments.md). The keys are the deployment's (env.ts)
 * unless the tenant names its own: its payment settings hold {"env": "NAME"} references, never a
 * secret itself (cli/tenant/folder/schema.ts refuses one).
 */
export interface GatewayConfig {
  sandboxKey: string;
  midtrans?: { serverKey: string; production: boolean };
  /** Midtrans's addresses when overridden (tests), for the deployment's key and tenants' own alike. */
  midtransUrls: { snapUrl?: string | undefined; apiUrl?: string | undefined };
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /** Where a tenant's {"env": "NAME"} settings are looked up. */
  env: Record<string, string | undefined>;
}

export type PaymentSetting = string | { env: string };
export interface TenantPayment {
  currency: string;
  payment: { gateway?: string; settings?: Record<string, PaymentSetting> };
}

/**
 * The deployment's gateway settings. `variables` is the process environment (env.ts is the only
 * reader of process.env, so the caller passes it), where tenants' own key names are looked up.
 */
export function gatewayConfigFromEnv(
  env: Env,
  sandboxKey: string,
  variables: Record<string, string | undefined>,
): GatewayConfig {
  return {
    sandboxKey,
    midtrans: env.MIDTRANS_SERVER_KEY
      ? { serverKey: env.MIDTRANS_SERVER_KEY, production: env.MIDTRANS_PRODUCTION }
      : undefined,
    midtransUrls: { snapUrl: env.MIDTRANS_SNAP_URL, apiUrl: env.MIDTRANS_API_URL },
    // Without the webhook secret no payment could ever be confirmed, so both or nothing.
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    env: variables,
  };
}

/**
 * A key setting: `undefined` when the tenant names none (the deployment's key applies), `null`
 * when it names a variable that is unset or empty (the tenant's own key is missing). A plain text
 * is not taken for a key: secrets live in the environment only.
 */
function ownKey(
  settings: Record<string, PaymentSetting> | undefined,
  name: string,
  env: GatewayConfig['env'],
): string | null | undefined {
  const setting = settings?.[name];
  if (setting === undefined) return undefined;
  if (typeof setting === 'string') return null;
  return env[setting.env] || null;
}

/** Constructed gateways by key set: a Stripe client per request would be wasteful. */
const cache = new Map<string, PaymentGateway>();
const CACHE_LIMIT = 200;
function cached(key: unknown[], build: () => PaymentGateway): PaymentGateway {
  const id = JSON.stringify(key);
  let gateway = cache.get(id);
  if (!gateway) {
    // Key sets change only when an operator rotates keys; dropping everything now and then is enough.
    if (cache.size >= CACHE_LIMIT) cache.clear();
    gateway = build();
    cache.set(id, gateway);
  }
  return gateway;
}

function sandbox(config: GatewayConfig) {
  return cached(['sandbox', config.sandboxKey], () => sandboxGateway(config.sandboxKey));
}

function midtrans(tenant: TenantPayment, config: GatewayConfig): PaymentGateway | null {
  const settings = tenant.payment.settings;
  const own = ownKey(settings, 'server_key', config.env);
  if (own === null) return null;
  const serverKey = own ?? config.midtrans?.serverKey;
  if (!serverKey) return null;
  // A tenant with its own account says whether it is Midtrans's production; else the deployment's.
  const production =
    own !== undefined && typeof settings?.production === 'string'
      ? settings.production === 'true'
      : (config.midtrans?.production ?? false);
  const options = {
    serverKey,
    production,
    snapUrl: config.midtransUrls.snapUrl,
    apiUrl: config.midtransUrls.apiUrl,
  };
  return cached(['midtrans', options], () => midtransGateway(options));
}

function stripe(tenant: TenantPayment, config: GatewayConfig): PaymentGateway | null {
  const settings = tenant.payment.settings;
  const ownSecret = ownKey(settings, 'secret_key', config.env);
  const ownWebhook = ownKey(settings, 'webhook_secret', config.env);
  if (ownSecret === null || ownWebhook === null) return null;
  // The tenant's own account needs both of its keys: never its key with the deployment's secret.
  if ((ownSecret === undefined) !== (ownWebhook === undefined)) return null;
  const secretKey = ownSecret ?? config.stripe?.secretKey;
  const webhookSecret = ownWebhook ?? config.stripe?.webhookSecret;
  if (!secretKey || !webhookSecret) return null;
  const options = { secretKey, webhookSecret, apiUrl: config.stripe?.apiUrl };
  return cached(['stripe', options], () => stripeGateway(options));
}

/**
 * The gateway named in a notification's path, with the keys this tenant pays with; `null` when
 * the tenant has no keys for it (its notifications cannot be checked, so none is accepted).
 */
export function gatewayByName(
  name: GatewayName,
  tenant: TenantPayment,
  config: GatewayConfig,
): PaymentGateway | null {
  switch (name) {
    case 'sandbox':
      return sandbox(config);
    case 'midtrans':
      return midtrans(tenant, config);
    case 'stripe':
      return stripe(tenant, config);
  }
}

const isGatewayName = (name: string): name is GatewayName =>
  name === 'sandbox' || name === 'midtrans' || name === 'stripe';

/**
 * The tenant's gateway: the one it names, when its keys are there; with none named, Midtrans for
 * rupiah and Stripe for ringgit when there are keys for them (its own or the deployment's); else
 * the sandbox. A tenant
 * that names a gateway it cannot use gets the sandbox, never another account's real gateway.
 */
export function gatewayFor(tenant: TenantPayment, config: GatewayConfig): PaymentGateway {
  const named = tenant.payment.gateway?.trim().toLowerCase();
  if (named) return (isGatewayName(named) && gatewayByName(named, tenant, config)) || sandbox(config);
  const currency = tenant.currency.toUpperCase();
  const automatic =
    currency === 'IDR' ? midtrans(tenant, config) : currency === 'MYR' ? stripe(tenant, config) : null;
  return automatic ?? sandbox(config);
}
