/** Spec 001 §3's flags with their zod schemas (server, admin forms); the rule itself is feature-flag-rule.ts. */
import { z } from 'zod';
import {
  defaultFeatureFlags,
  FEATURE_FLAG_KEYS,
  type FeatureFlag,
  type FeatureFlags,
  type PublicFeatureFlags,
  ROLLOUT_RANGE,
} from './feature-flag-rule';
import { keyedObject } from './keyed-object';

export * from './feature-flag-rule';

export const featureFlagSchema = z.object({
  enabled: z.boolean(),
  rolloutPercentage: z.number().int().min(ROLLOUT_RANGE.min).max(ROLLOUT_RANGE.max),
  description: z.string(),
  userWhitelist: z.array(z.string()).optional(),
});

/** Overrides (env, admin settings) are validated and merged onto the defaults; products stays forced on. */
export const featureFlagOverridesSchema = z.partialRecord(
  z.enum(FEATURE_FLAG_KEYS),
  featureFlagSchema.partial(),
);

export function withOverrides(overrides: z.input<typeof featureFlagOverridesSchema>): FeatureFlags {
  const parsed = featureFlagOverridesSchema.parse(overrides);
  const flags = defaultFeatureFlags();
  for (const key of FEATURE_FLAG_KEYS) {
    const patch = parsed[key];
    if (patch) flags[key] = { ...flags[key], ...patch };
  }
  flags['clean-architecture-products'] = {
    ...flags['clean-architecture-products'],
    enabled: true,
    rolloutPercentage: 100,
  };
  return flags;
}

/**
 * GET /api/feature-flags: the flags as the server evaluated them for the caller, and what a client needs to
 * evaluate them itself with the same rule (spec 001 §6): each flag's switch and rollout, and which flags list
 * the caller on their whitelist (never the whitelist itself: other users' ids are not the caller's business).
 */
export const publicFeatureFlagsSchema = z.object({
  flags: keyedObject(FEATURE_FLAG_KEYS, z.boolean()),
  definitions: keyedObject(FEATURE_FLAG_KEYS, featureFlagSchema.omit({ userWhitelist: true })),
  whitelisted: z.array(z.enum(FEATURE_FLAG_KEYS)),
});

// Checked when compiling: the schemas validate exactly the rule module's types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<z.infer<typeof featureFlagSchema>, FeatureFlag>;
true satisfies Same<z.infer<typeof publicFeatureFlagsSchema>, PublicFeatureFlags>;
