/**
 * Spec 001 §3's flags and §6's rule, without zod: the app evaluates flags with it after the first screen, and
 * the validation library must stay off the first route. `feature-flags.ts` adds the schemas the server and
 * the admin forms validate with.
 */

/** The 11 flags of spec 001 §3. */
export const FEATURE_FLAG_KEYS = [
  'clean-architecture-products',
  'clean-architecture-highlights',
  'clean-architecture-stores',
  'clean-architecture-notifications',
  'enhanced-websocket-routing',
  'optimized-cache-strategies',
  'cache-invalidation-service',
  'category-cache-invalidation',
  'websocket-cache-events',
  'circuit-breaker-cache',
  'cache-metrics',
] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];

/** One flag (spec 001 §3); `featureFlagSchema` in feature-flags.ts validates the same shape. */
export interface FeatureFlag {
  enabled: boolean;
  rolloutPercentage: number;
  description: string;
  userWhitelist?: string[] | undefined;
}
export type FeatureFlags = Record<FeatureFlagKey, FeatureFlag>;

const DESCRIPTIONS: Record<FeatureFlagKey, string> = {
  'clean-architecture-products': 'Produtos pela camada de domínio (clean architecture)',
  'clean-architecture-highlights': 'Destaques pela camada de domínio (clean architecture)',
  'clean-architecture-stores': 'Lojas pela camada de domínio (clean architecture)',
  'clean-architecture-notifications': 'Notificações pela camada de domínio (clean architecture)',
  'enhanced-websocket-routing': 'Roteamento aprimorado de mensagens WebSocket',
  'optimized-cache-strategies': 'Estratégias de cache otimizadas',
  'cache-invalidation-service': 'Serviço de invalidação de cache',
  'category-cache-invalidation': 'Invalidação de cache por categoria',
  'websocket-cache-events': 'Eventos de cache via WebSocket',
  'circuit-breaker-cache': 'Circuit breaker no cache',
  'cache-metrics': 'Métricas de cache',
};

/** A rollout is a whole percentage of users. */
export const ROLLOUT_RANGE = { min: 0, max: 100 } as const;

/** Users that see every enabled flag regardless of rollout (spec 001 §6). */
export const ALWAYS_ENABLED_USER_IDS = ['admin', '1'] as const;

/**
 * Flags that start on at 100 %: products, forced on (spec 001 §3), and the cache invalidation service, whose
 * absence would leave a public answer up to 5 minutes behind a seller's change (Feira's one difference here).
 */
const ON_BY_DEFAULT: readonly FeatureFlagKey[] = [
  'clean-architecture-products',
  'cache-invalidation-service',
];

/** All off, except the flags of ON_BY_DEFAULT. */
export function defaultFeatureFlags(): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const key of FEATURE_FLAG_KEYS) {
    const on = ON_BY_DEFAULT.includes(key);
    flags[key] = { enabled: on, rolloutPercentage: on ? 100 : 0, description: DESCRIPTIONS[key] };
  }
  return flags;
}

/** FNV-1a 32-bit over the UTF-8 bytes: same bucket in browser, worker and server, forever. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function rolloutBucket(userId: string): number {
  return fnv1a32(userId) % 100;
}

/**
 * A disabled flag is off for everybody (a kill switch must work). An enabled flag is on for admin / '1' and
 * whitelisted users, and for others when their bucket (0–99) is below the rollout percentage. Without a user,
 * only a 100 % rollout counts.
 */
export function isFeatureEnabled(
  flags: FeatureFlags,
  key: FeatureFlagKey,
  userId?: string | number | null,
): boolean {
  const flag = flags[key];
  if (!flag.enabled) return false;
  if (flag.rolloutPercentage >= 100) return true;
  if (userId === undefined || userId === null) return false;
  const id = String(userId);
  if ((ALWAYS_ENABLED_USER_IDS as readonly string[]).includes(id)) return true;
  if (flag.userWhitelist?.includes(id)) return true;
  return rolloutBucket(id) < flag.rolloutPercentage;
}

/** Every flag evaluated for one user: what GET /api/feature-flags answers and an app reads. */
export function evaluateFeatureFlags(
  flags: FeatureFlags,
  userId?: string | number | null,
): Record<FeatureFlagKey, boolean> {
  const out = {} as Record<FeatureFlagKey, boolean>;
  for (const key of FEATURE_FLAG_KEYS) out[key] = isFeatureEnabled(flags, key, userId);
  return out;
}

/**
 * GET /api/feature-flags: the flags as the server evaluated them for the caller, and what a client needs to
 * evaluate them itself with the same rule (spec 001 §6): each flag's switch and rollout, and which flags list
 * the caller on their whitelist (never the whitelist itself: other users' ids are not the caller's business).
 */
export interface PublicFeatureFlags {
  flags: Record<FeatureFlagKey, boolean>;
  definitions: Record<FeatureFlagKey, Omit<FeatureFlag, 'userWhitelist'>>;
  whitelisted: FeatureFlagKey[];
}

export function publicFeatureFlags(flags: FeatureFlags, userId?: string | number | null): PublicFeatureFlags {
  const id = userId === undefined || userId === null ? null : String(userId);
  const definitions = {} as PublicFeatureFlags['definitions'];
  for (const key of FEATURE_FLAG_KEYS) {
    const { enabled, rolloutPercentage, description } = flags[key];
    definitions[key] = { enabled, rolloutPercentage, description };
  }
  return {
    flags: evaluateFeatureFlags(flags, userId),
    definitions,
    whitelisted: id === null ? [] : FEATURE_FLAG_KEYS.filter((key) => flags[key].userWhitelist?.includes(id)),
  };
}

/**
 * The client's evaluation of a server answer for `userId` (the user signed in on this device now, which may
 * differ from the one the answer was asked for): the domain rule over the definitions, the caller's own
 * whitelist entries kept only for the user they were asked for.
 */
export function evaluatePublicFlags(
  answer: Pick<PublicFeatureFlags, 'definitions' | 'whitelisted'>,
  userId: string | number | null | undefined,
  askedFor: string | number | null | undefined,
): Record<FeatureFlagKey, boolean> {
  const sameUser = userId !== null && userId !== undefined && String(userId) === String(askedFor);
  const flags = defaultFeatureFlags();
  for (const key of FEATURE_FLAG_KEYS) {
    const definition = answer.definitions[key];
    if (!definition) continue;
    flags[key] = {
      ...definition,
      userWhitelist: sameUser && answer.whitelisted.includes(key) ? [String(userId)] : [],
    };
  }
  return evaluateFeatureFlags(flags, userId);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A flag's definition as `featureFlagSchema` (feature-flags.ts) takes it: a boolean switch, a whole rollout
 * from 0 to 100 and a description. Checked by hand to keep zod off the first route; feature-flags.test.ts
 * holds the two to the same verdicts.
 */
function isFlagDefinition(value: unknown): value is Omit<FeatureFlag, 'userWhitelist'> {
  if (!isRecord(value)) return false;
  const { enabled, rolloutPercentage: rollout, description } = value;
  return (
    typeof enabled === 'boolean' &&
    typeof rollout === 'number' &&
    Number.isInteger(rollout) &&
    rollout >= ROLLOUT_RANGE.min &&
    rollout <= ROLLOUT_RANGE.max &&
    typeof description === 'string'
  );
}

/**
 * A stored or received answer of GET /api/feature-flags; null when it is not one. Each flag this release
 * knows must be a valid definition when present; a missing one keeps its default and flags or whitelist
 * entries it does not know are left out (an answer kept from an older release, or sent by a newer server).
 */
export function readPublicFeatureFlags(
  value: unknown,
): Pick<PublicFeatureFlags, 'definitions' | 'whitelisted'> | null {
  if (!isRecord(value)) return null;
  const { definitions, whitelisted } = value;
  if (!isRecord(definitions) || !Array.isArray(whitelisted)) return null;
  const out = {} as PublicFeatureFlags['definitions'];
  for (const key of FEATURE_FLAG_KEYS) {
    const d = definitions[key];
    if (d === undefined) continue;
    if (!isFlagDefinition(d)) return null;
    out[key] = { enabled: d.enabled, rolloutPercentage: d.rolloutPercentage, description: d.description };
  }
  const keys = FEATURE_FLAG_KEYS as readonly string[];
  return { definitions: out, whitelisted: whitelisted.filter((k): k is FeatureFlagKey => keys.includes(k)) };
}
