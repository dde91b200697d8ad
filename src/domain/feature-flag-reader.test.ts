/**
 * The first route reads the flags by hand (`readPublicFeatureFlags`, no zod there); the server and the admin
 * forms validate a flag with `featureFlagSchema`. These tests hold the reader to the schema's verdicts: the
 * answer a client accepts is, flag by flag, what the schema accepts, with the reader's documented tolerance
 * for flags and whitelist entries of another release written here in zod too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defaultFeatureFlags,
  FEATURE_FLAG_KEYS,
  featureFlagSchema,
  publicFeatureFlags,
  publicFeatureFlagsSchema,
  readPublicFeatureFlags,
  withOverrides,
} from './feature-flags';

const definitionSchema = featureFlagSchema.omit({ userWhitelist: true });
const known = FEATURE_FLAG_KEYS as readonly string[];
/** What the reader promises, in zod: every known flag valid by the schema when present; unknown ones ignored. */
const readableAnswer = z.object({
  definitions: z.object(
    Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, definitionSchema.optional()])),
  ),
  whitelisted: z.array(z.unknown()).transform((list) => list.filter((key) => known.includes(key as string))),
});

/** Both verdicts on one value: the reader's answer and the schema's, null when refused. */
function verdicts(value: unknown) {
  const parsed = readableAnswer.safeParse(value);
  return { reader: readPublicFeatureFlags(value), schema: parsed.success ? parsed.data : null };
}

const valid = { enabled: true, rolloutPercentage: 40, description: 'Métricas de cache' };
const answerWith = (definition: unknown) => ({
  definitions: { 'cache-metrics': definition },
  whitelisted: ['cache-metrics'],
});

describe('the flags reader of the first route agrees with featureFlagSchema', () => {
  it.each([
    ['a valid definition', valid, true],
    ['rollout 0 and 100', { ...valid, rolloutPercentage: 0 }, true],
    ['rollout 100', { ...valid, rolloutPercentage: 100 }, true],
    ['an empty description', { ...valid, description: '' }, true],
    ['extra fields (left out)', { ...valid, userWhitelist: ['7'], owner: 'x' }, true],
    ['a fractional rollout', { ...valid, rolloutPercentage: 50.5 }, false],
    ['a rollout under 0', { ...valid, rolloutPercentage: -1 }, false],
    ['a rollout over 100', { ...valid, rolloutPercentage: 101 }, false],
    ['a rollout as text', { ...valid, rolloutPercentage: '40' }, false],
    ['a rollout NaN', { ...valid, rolloutPercentage: Number.NaN }, false],
    ['a switch as text', { ...valid, enabled: 'true' }, false],
    ['no description', { enabled: true, rolloutPercentage: 40 }, false],
    ['a description as a number', { ...valid, description: 3 }, false],
    ['null instead of a definition', null, false],
    ['a list instead of a definition', [valid], false],
  ])('%s', (_case, definition, accepted) => {
    const { reader, schema } = verdicts(answerWith(definition));
    expect(reader !== null).toBe(accepted);
    expect(reader).toEqual(schema);
  });

  it.each([
    ['not an object', 'flags'],
    ['no whitelist', { definitions: {} }],
    ['definitions as a list', { definitions: [], whitelisted: [] }],
    ['a whitelist that is not a list', { definitions: {}, whitelisted: 'cache-metrics' }],
  ])('refuses an answer with %s, as the schema does', (_case, value) => {
    expect(verdicts(value)).toEqual({ reader: null, schema: null });
  });

  it('takes a flag missing or unknown, and a whitelist entry unknown, as the schema written for it does', () => {
    const value = {
      definitions: { 'cache-metrics': valid, 'flag-of-a-newer-release': { enabled: 'x' } },
      whitelisted: ['cache-metrics', 'flag-of-a-newer-release', 7],
    };
    const { reader, schema } = verdicts(value);
    expect(reader).toEqual({ definitions: { 'cache-metrics': valid }, whitelisted: ['cache-metrics'] });
    expect(reader).toEqual(schema);
  });

  it('reads every answer the server can give exactly as it was sent', () => {
    const answer = publicFeatureFlags(
      withOverrides({
        'websocket-cache-events': { enabled: true, rolloutPercentage: 30, userWhitelist: ['9'] },
      }),
      9,
    );
    expect(publicFeatureFlagsSchema.parse(answer)).toEqual(answer);
    expect(readPublicFeatureFlags(answer)).toEqual({
      definitions: answer.definitions,
      whitelisted: answer.whitelisted,
    });
    expect(readPublicFeatureFlags(publicFeatureFlags(defaultFeatureFlags()))).not.toBeNull();
  });

  it('gives the same verdict as the schema on any definition', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.boolean(),
      fc.integer({ min: -5, max: 105 }),
      fc.double(),
      fc.string(),
    );
    const definition = fc.oneof(
      fc.record({ enabled: field, rolloutPercentage: field, description: field }, { requiredKeys: [] }),
      fc.record({
        enabled: fc.boolean(),
        rolloutPercentage: fc.oneof(fc.integer({ min: -5, max: 105 }), fc.double()),
        description: fc.oneof(fc.string(), fc.constant(undefined)),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(definition, (d) => {
        const { reader, schema } = verdicts(answerWith(d));
        expect(reader).toEqual(schema);
      }),
      { numRuns: 500 },
    );
  });
});
