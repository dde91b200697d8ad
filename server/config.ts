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

/** A count per window (server/http/write-limits.ts): a whole number, at least 1. */
const limit = (fallback: number) =>
  z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(fallback);

/**
 * The push services browsers subscribe to (docs/accounts-and-security.md): Chrome and the other Chromium
 * browsers (FCM), Firefox (Mozilla autopush), Safari (Apple) and Edge (Windows Notification Service).
 */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

const hostPattern = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/;

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
  /**
   * Seed the demo data on the first start. Unset: yes outside production, no under NODE_ENV=production (a
   * real market never starts with accounts whose password is in the README).
   */
  SEED: booleanFromEnv.optional(),
  /**
   * With SEED: also create the demo admin account. Unset: yes outside production, no in production, where the
   * first admin comes from /admin/setup (the first start prints its setup token).
   */
  SEED_ADMIN: booleanFromEnv.optional(),
  /**
   * Without Stripe keys, serve checkout from the local test-mode provider (test cards, no money moves). Unset:
   * yes outside production, no in production, where paid plans then answer that payments are unavailable.
   */
  PAYMENTS_TEST_MODE: booleanFromEnv.optional(),
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
   * A Nominatim-compatible geocoder for the admin's geocoding (https://nominatim.example.org). Unset: the
   * offline list of Brazilian municipalities, which places a store at its town's centre.
   */
  GEOCODER_URL: z.url({ message: 'deve ser uma URL (ex.: https://nominatim.openstreetmap.org)' }).optional(),
  /**
   * Hosts a Web Push endpoint may point at (comma-separated, `*.` for any subdomain); every address they resolve
   * to must still be public. Default: the push services browsers use (BROWSER_PUSH_HOSTS).
   */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
    )
    .pipe(
      z
        .array(
          z.string().regex(hostPattern, 'use nomes de host separados por vírgula (ex.: *.push.apple.com)'),
        )
        .min(1, 'informe pelo menos um host'),
    )
    .default([...BROWSER_PUSH_HOSTS]),
  /**
   * Tests only: also accept endpoints on this machine's loopback address over plain HTTP (the tests' local push
   * service). Never set in a real installation.
   */
  PUSH_ALLOW_LOOPBACK: booleanFromEnv.default(false),
  // Limits on what one account or address can repeat (server/http/write-limits.ts has the windows and why).
  RESERVATION_LIMIT_PER_HOUR: limit(20),
  PASSWORD_CHANGE_LIMIT_PER_HOUR: limit(10),
  UPLOAD_LIMIT_PER_HOUR: limit(120),
  UPLOAD_MB_PER_HOUR: limit(300),
  SEARCH_TRACK_LIMIT_PER_MINUTE: limit(60),
  REALTIME_TICKET_LIMIT_PER_MINUTE: limit(30),
  REALTIME_SOCKETS_PER_USER: limit(10),
  PUSH_SUBSCRIPTION_LIMIT_PER_HOUR: limit(10),
  COUPON_REDEMPTION_LIMIT_PER_HOUR: limit(30),
  /**
   * On SIGTERM, how long in-flight requests may take to finish before their connections are cut. Keep it below
   * the orchestrator's own kill timeout (Docker's stop_grace_period, Kubernetes' terminationGracePeriodSeconds).
   */
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
  if (config.PAYMENTS_TEST_MODE)
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_TEST_MODE'],
      message: 'não combina com STRIPE_SECRET_KEY (as chaves decidem o modo)',
    });
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

type Parsed = z.infer<typeof configSchema>;
type DemoSwitches = 'SEED' | 'SEED_ADMIN' | 'PAYMENTS_TEST_MODE';

export type Config = Omit<Parsed, DemoSwitches> & Record<DemoSwitches, boolean> & { dataDir: string };

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
  const data = parsed.data;
  // Production is production: the demo data, the demo admin and test-mode payments each need their own name.
  const demo = data.NODE_ENV !== 'production';
  return {
    ...data,
    SEED: data.SEED ?? demo,
    SEED_ADMIN: data.SEED_ADMIN ?? demo,
    PAYMENTS_TEST_MODE: data.PAYMENTS_TEST_MODE ?? (demo && !data.STRIPE_SECRET_KEY),
    dataDir: path.resolve(data.DATA_DIR),
  };
}
