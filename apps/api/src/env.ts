import { z } from 'zod';

/** The only place that reads process.env; validated once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  APP_CODE: z.string().min(1).default('wl-malaysia'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built SPA lives; served by this process in production. */
  WEB_DIST: z.string().default(''),
  /** Public base URLs the SPA uses; empty means "same origin". */
  PUBLIC_API_URL: z.string().default(''),
  PUBLIC_LEARNING_URL: z.string().default(''),
  LEARNING_BASIC_USER: z.string().default('learning'),
  LEARNING_BASIC_PASSWORD: z.string().default('learning-demo'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  SUPPORT_EMAIL: z.string().default('support@coursemarket.example'),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  /** Rate-limit counters live in Redis when set, else in PostgreSQL (shared by every instance). */
  REDIS_URL: z.string().optional(),
  /** Multiplies every rate limit (e.g. 20 for a browser-test run from one address); 1 in production. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /** Seed demo tenants and content into an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
