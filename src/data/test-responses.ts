import { PUSH } from '../domain/constants';
/** What the unit tests' stubbed `fetch` answers (a test-only module, like ./mutations/test-rows.ts). */

// 87 base64url characters = the 65-byte uncompressed P-256 key a VAPID public key is.
export const VAPID_KEY = `B${'A'.repeat(PUSH.vapidKeyLength - 1)}`;

/** `/api/firebase/config`'s standard Web Push config: every field of spec 000 §5 there. */
export const WEB_PUSH_CONFIG = {
  projectId: 'feira-webpush',
  vapidKey: VAPID_KEY,
  apiKey: 'feira-webpush',
  authDomain: 'feira-webpush',
  storageBucket: 'feira-webpush',
  messagingSenderId: 'feira-webpush',
  appId: 'feira-webpush',
};

/** The API's JSON answer. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** No network: what the browser's fetch throws. */
export const offline = async (): Promise<never> => {
  throw new TypeError('Failed to fetch');
};
