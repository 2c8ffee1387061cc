import type { GatewayName } from '@app/contract/commerce/schemas';
import type { Env } from '../../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { sandboxGateway } from './sandbox.ts';

// Placeholder until the Midtrans and Stripe adapters land: every tenant pays through the sandbox.
export interface GatewayConfig {
  sandboxKey: string;
  env: Record<string, string | undefined>;
}

export function gatewayConfigFromEnv(_env: Env, sandboxKey: string): GatewayConfig {
  return { sandboxKey, env: {} };
}

export function gatewayFor(_tenant: { currency: string }, config: GatewayConfig): PaymentGateway {
  return sandboxGateway(config.sandboxKey);
}

export function gatewayByName(name: GatewayName, config: GatewayConfig): PaymentGateway | null {
  return name === 'sandbox' ? sandboxGateway(config.sandboxKey) : null;
}
