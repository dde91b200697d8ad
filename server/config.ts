import path from 'node:path';
import { z } from 'zod';
import { type PushConfigField, pushConfigProblems } from '../src/domain/push-config';
import { DEFAULT_POSTGRES_TIMEOUTS } from './db/timeouts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const milliseconds = (min: number, max: number) =>
  z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(min, `deve estar entre ${min} e ${max}`)
    .max(max, `deve estar entre ${min} e ${max}`);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(0, 'deve estar entre 0 e 65535')
    .max(65535, 'deve estar entre 0 e 65535')
    .default(3000),
  HOST: z.string().min(1, 'não pode ser vazio').default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1, 'não pode ser vazio').default('./.data'),
  /**
   * PostgreSQL only (docs/database-outage.md). How long opening a connection, or waiting for a free one in the
   * pool, may take before the request answers 503.
   */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000).default(DEFAULT_POSTGRES_TIMEOUTS.connectTimeoutMs),
  /** statement_timeout of every connection; a server that does not answer at all is given up 2 s after it. */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 600_000).default(
    DEFAULT_POSTGRES_TIMEOUTS.statementTimeoutMs,
  ),
  /** Longest wait between two attempts to reopen the LISTEN connection (exponential backoff with jitter). */
  DATABASE_RECONNECT_MAX_MS: milliseconds(250, 60_000).default(DEFAULT_POSTGRES_TIMEOUTS.reconnectMaxMs),
  SEED: booleanFromEnv.default(true),
  /**
   * With SEED: also create the demo admin account. false leaves the installation without an admin, so the
   * first start prints a setup token for /admin/setup (as a real installation's first start does).
   */
  SEED_ADMIN: booleanFromEnv.default(true),
  PUBLIC_ORIGIN: z.url({ message: 'deve ser uma URL (ex.: https://feira.example.com)' }).optional(),
  /** Trust X-Forwarded-For only from these proxies (Fastify trustProxy syntax: "127.0.0.1,10.0.0.0/8"). */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Feira <nao-responda@feira.local>'),
  /** The Firebase web app's config (JSON); checked with its companion by `requireFirebaseCompanions`. */
  FIREBASE_CONFIG: z.string().optional(),
  /** The service account's JSON key, with which the server sends through FCM. */
  FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
  /**
   * Stripe. Without a secret key the local test-mode provider serves checkout itself. The payment
   * mode shown to clients comes from the key: only sk_live_… is live.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'deve começar com sk_test_, sk_live_, rk_test_ ou rk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'deve começar com whsec_')
    .optional(),
  STRIPE_PRICE_FEIRA: z
    .string()
    .regex(/^price_/, 'deve ser o id de um preço (price_…)')
    .optional(),
  STRIPE_PRICE_FEIRA_PLUS: z
    .string()
    .regex(/^price_/, 'deve ser o id de um preço (price_…)')
    .optional(),
  /**
   * Accounts created per client address per hour. Shoppers at a market often share one public address
   * (the market's Wi-Fi, a carrier's NAT), so an operator may need more than the default.
   */
  REGISTER_LIMIT_PER_HOUR: z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(10),
  /**
   * Sign-in attempts per client address per 15 minutes, over all accounts (each account also has its own
   * small limit). Many shoppers behind one market Wi-Fi or carrier NAT share an address.
   */
  LOGIN_LIMIT_PER_ADDRESS: z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(20),
  /**
   * On SIGTERM, how long in-flight requests may take to finish before their connections are cut. Keep it below
   * the orchestrator's own kill timeout (Docker's stop_grace_period, Kubernetes' terminationGracePeriodSeconds).
   */
  /**
   * A Nominatim-compatible geocoder for the admin's geocoding (https://nominatim.example.org). Unset: the
   * offline list of Brazilian municipalities, which places a store at its town's centre.
   */
  GEOCODER_URL: z.url({ message: 'deve ser uma URL (ex.: https://nominatim.openstreetmap.org)' }).optional(),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(0, 'deve estar entre 0 e 600000')
    .max(600_000, 'deve estar entre 0 e 600000')
    .default(10_000),
});

/** A Stripe key alone cannot work: the webhook secret and one price per paid plan must come with it. */
function requireStripeCompanions(config: z.infer<typeof configSchema>, ctx: z.RefinementCtx) {
  if (!config.STRIPE_SECRET_KEY) return;
  for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_FEIRA', 'STRIPE_PRICE_FEIRA_PLUS'] as const) {
    if (!config[key])
      ctx.addIssue({ code: 'custom', path: [key], message: 'obrigatório com STRIPE_SECRET_KEY' });
  }
}

/**
 * The Firebase web app's fields a browser needs (spec 000 §5: every field required). vapidKey may be left
 * out: the server's own VAPID key is announced then (server/push/plugin.ts); given, it must be 87 characters.
 */
const FIREBASE_REQUIRED: readonly PushConfigField[] = [
  'projectId',
  'apiKey',
  'authDomain',
  'storageBucket',
  'messagingSenderId',
  'appId',
];

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * FCM needs both halves: the web app's config (what browsers subscribe with) and the service account (what
 * the server sends with). One without the other, or a config missing a field, used to fall back to Web Push in
 * silence, leaving an operator who asked for FCM with a server that never sends through it.
 */
function requireFirebaseCompanions(config: z.infer<typeof configSchema>, ctx: z.RefinementCtx) {
  const { FIREBASE_CONFIG: web, FIREBASE_SERVICE_ACCOUNT: account } = config;
  if (web !== undefined) {
    const parsed = parseJson(web);
    const problems =
      parsed === undefined ? ['não é um JSON válido'] : pushConfigProblems(parsed, FIREBASE_REQUIRED);
    for (const problem of problems)
      ctx.addIssue({ code: 'custom', path: ['FIREBASE_CONFIG'], message: problem });
    if (account === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_SERVICE_ACCOUNT'],
        message: 'obrigatório com FIREBASE_CONFIG',
      });
  }
  if (account !== undefined) {
    const parsed = parseJson(account) as Record<string, unknown> | undefined;
    for (const key of ['project_id', 'client_email', 'private_key']) {
      if (typeof parsed?.[key] !== 'string' || parsed[key] === '')
        ctx.addIssue({
          code: 'custom',
          path: ['FIREBASE_SERVICE_ACCOUNT'],
          message: parsed === undefined ? 'não é um JSON válido' : `${key}: obrigatório`,
        });
      if (parsed === undefined) break;
    }
    if (web === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_CONFIG'],
        message: 'obrigatório com FIREBASE_SERVICE_ACCOUNT',
      });
  }
}

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; every problem is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsMissing = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema
    .superRefine(requireStripeCompanions)
    .superRefine(requireFirebaseCompanions)
    .safeParse(blankAsMissing);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
