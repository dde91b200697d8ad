import { PUSH } from './constants';

/**
 * The push configuration of spec 000 §3 and its rule of §5: every field required, vapidKey 87 characters (the
 * base64url of a 65-byte P-256 public key). Checked by hand, not with zod: the page that turns push on loads
 * no validation library, and the server's boot check of FIREBASE_CONFIG lists its problems the same way.
 * `pushConfigSchema` (api/push.ts) is the same rule for the route's answer.
 */
export const PUSH_CONFIG_FIELDS = [
  'projectId',
  'vapidKey',
  'apiKey',
  'authDomain',
  'storageBucket',
  'messagingSenderId',
  'appId',
] as const;
export type PushConfigField = (typeof PUSH_CONFIG_FIELDS)[number];

/**
 * One line per problem ('apiKey: obrigatório'), empty when the config is usable. `required` names the fields
 * that must be there (all by default); a vapidKey that is there must have the right length either way.
 */
export function pushConfigProblems(
  value: unknown,
  required: readonly PushConfigField[] = PUSH_CONFIG_FIELDS,
): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['deve ser um objeto'];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of PUSH_CONFIG_FIELDS) {
    const given = record[field];
    if (given === undefined && !required.includes(field)) continue;
    if (typeof given !== 'string' || given === '') problems.push(`${field}: obrigatório`);
    else if (field === 'vapidKey' && given.length !== PUSH.vapidKeyLength)
      problems.push(`vapidKey: deve ter ${PUSH.vapidKeyLength} caracteres`);
  }
  return problems;
}
