import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Published in the README for the demo: refused in production unless a demo is asked for. */
const DEFAULT_LEARNING_USER = 'learning';
const DEFAULT_LEARNING_PASSWORD = 'learning-demo';

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
  /** Where the built studio app lives; served on the companies' studio hosts in production. */
  STUDIO_DIST: z.string().default(''),
  /** Public base URLs the SPA uses; empty means "same origin". */
  PUBLIC_API_URL: z.string().default(''),
  PUBLIC_LEARNING_URL: z.string().default(''),
  /**
   * Scheme and port of the tenants' sites in links that mails carry (their host is the tenant's
   * primary domain). Unset: https on the default port, or http on PORT for *.localhost names.
   */
  PUBLIC_SCHEME: z.enum(['http', 'https']).optional(),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LEARNING_BASIC_USER: z.string().min(1).default(DEFAULT_LEARNING_USER),
  LEARNING_BASIC_PASSWORD: z.string().min(1).default(DEFAULT_LEARNING_PASSWORD),
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
  /** Lets a Prometheus scraper read /metrics from another machine (`Authorization: Bearer …`). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * `public` serves the API reference (/api/docs) in production too; outside production it is
   * always served. A company's customers have no use for it, so production leaves it out unless asked.
   */
  API_DOCS: z.enum(['public', 'off']).optional(),
  /**
   * Seed the demo tenants, content and accounts into an empty database. Default: yes, except
   * with NODE_ENV=production, where a demo must be asked for (see loadEnv).
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /**
   * On SIGTERM, seconds to keep serving with /readyz at 503 before closing, so a load balancer
   * stops sending traffic first; in-flight requests always finish. 0 closes at once.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(20).default(0),
  /** Minutes a pending order waits for its payment before it expires (docs/product.md §14). */
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
  /** How often each instance looks for pending orders past their deadline. */
  ORDER_EXPIRY_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * The built-in sandbox gateway's server key, which signs its notifications. Unset: one key is
   * made at first start and kept in the database, shared by every instance.
   */
  PAYMENT_SANDBOX_KEY: z.string().min(16).optional(),
  /** Midtrans Snap (Indonesia, IDR) is used when its server key is set. */
  MIDTRANS_SERVER_KEY: z.string().min(1).optional(),
  MIDTRANS_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Overrides Midtrans's base URLs (tests point them at a local server). */
  MIDTRANS_SNAP_URL: z.string().url().optional(),
  MIDTRANS_API_URL: z.string().url().optional(),
  /** Stripe Checkout (Malaysia, MYR: card and FPX) is used when its secret key is set. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Overrides Stripe's API address, e.g. http://127.0.0.1:12111 (tests use a local server). */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * Signs the expiring links of lesson videos, captions and PDFs (/api/files/<token>). Unset: a
   * random secret per process, so links break across instances and restarts; several instances
   * must share one (docs/operations.md).
   */
  FILE_LINK_SECRET: z.string().min(32).optional(),
  /**
   * Lesson files (videos, captions, PDFs) go to this S3-compatible bucket when set, else to disk
   * under DATA_DIR/files. The other S3_ variables configure the client; without the keys the AWS
   * SDK's default credential chain (instance role, AWS_* variables) is used.
   */
  S3_BUCKET: z.string().min(3).optional(),
  /** e.g. https://s3.ap-southeast-1.amazonaws.com, or a MinIO / R2 address; unset: AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for servers that want bucket names in the path (MinIO and most self-hosted ones). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** ffmpeg and ffprobe of the system; unset: the static builds npm installed (lib/video/binaries.ts). */
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  /** Transcoding jobs this instance runs at once; 0 leaves them to other instances. */
  VIDEO_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  /** ffmpeg threads per rendition: on a small machine 1 keeps the API answering quickly. */
  VIDEO_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** The HLS ladder, by the picture's short side; never above the source's own size. */
  VIDEO_LADDER: z
    .string()
    .regex(/^\d{2,4}(,\d{2,4}){0,7}$/, 'heights separated by commas, e.g. 240,360,480,720')
    .default('240,360,480,720')
    .transform((v) => v.split(',').map(Number)),
  /** Longest video the studio accepts, in seconds (4 hours). */
  VIDEO_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(14_400),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO' | 'FILE_LINK_SECRET'> & {
  SEED_DEMO: boolean;
  FILE_LINK_SECRET: string;
  /**
   * Every variable as given, for settings whose names are data: a tenant's payment keys are
   * stored as the name of the variable holding them (docs/tenant-folder.md).
   */
  variables: Readonly<Record<string, string | undefined>>;
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // `NODE_ENV=` (as a compose file or a shell leaves it) means "not set", for every variable.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  // In production a demo is asked for, never a default: demo accounts have a published password,
  // and so do the default learning-host credentials.
  const demo = env.SEED_DEMO === undefined ? !production : env.SEED_DEMO === 'true';
  if (production && !demo) {
    const published =
      env.LEARNING_BASIC_USER === DEFAULT_LEARNING_USER ||
      env.LEARNING_BASIC_PASSWORD === DEFAULT_LEARNING_PASSWORD;
    if (published) {
      throw new Error(
        'Invalid environment:\n  LEARNING_BASIC_USER, LEARNING_BASIC_PASSWORD: set your own values; the defaults ' +
          'are published and refused with NODE_ENV=production (set SEED_DEMO=true to run the demo instead)',
      );
    }
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error(
      'Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds its own)',
    );
  }
  return {
    ...env,
    SEED_DEMO: demo,
    FILE_LINK_SECRET: env.FILE_LINK_SECRET ?? randomBytes(32).toString('base64url'),
    variables: source,
  };
}
