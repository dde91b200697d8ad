/**
 * A local push service for the tests: an HTTP endpoint on 127.0.0.1 that records what the server's Web Push
 * sender posts, a browser-like subscription (P-256 key pair + 16-byte auth secret, as PushManager makes), and
 * RFC 8291 decryption of the aes128gcm body with the subscription's private key — so a test proves the
 * payload really is encrypted for that subscription and carries the expected notification.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { until } from './until';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushServiceStub {
  origin: string;
  received: ReceivedPush[];
  /** Status the service answers for a path (default 201 Created, like real push services). */
  respondWith(path: string, status: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStub> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    respondWith: (path, status) => statuses.set(path, status),
    async waitFor(count, timeoutMs = 5000) {
      await until(`push request ${count} (got ${received.length})`, () => received.length >= count, {
        timeout: timeoutMs,
      });
      return received.slice(0, count);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
  /** What the page sends as `token` to /api/push-notifications/register. */
  token: string;
}

export function createSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') };
  return {
    endpoint,
    keys,
    ecdh,
    authSecret,
    token: JSON.stringify({ endpoint, expirationTime: null, keys }),
  };
}

/** RFC 8188 header + RFC 8291 key derivation; one record (push messages fit in one 4096-byte record). */
export function decryptAes128gcm(body: Buffer, subscription: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = subscription.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscription.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Last record: data, then the 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`, signed by k, for this origin. */
export function verifyVapid(
  header: string,
  audience: string,
): { publicKey: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${header}`);
  const [jwt, publicKey] = [match[1], match[2]];
  const [h, p, s] = jwt.split('.');
  if (!h || !p || !s) throw new Error('malformed JWT');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.aud !== audience) throw new Error(`VAPID aud ${String(claims.aud)} is not ${audience}`);
  return { publicKey, claims };
}
