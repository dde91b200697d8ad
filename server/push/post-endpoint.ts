/**
 * The one way the server POSTs to a push endpoint: the endpoint is checked now (endpoint-guard.ts) and the
 * socket connects to the very address that was checked, through a `lookup` that answers with it instead of
 * asking DNS again. TLS still verifies the certificate against the endpoint's host name. No redirect is
 * followed: a push service answers, it never sends us elsewhere.
 */
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type EndpointPolicy, pinnedAddress } from './endpoint-guard';

/** A lookup that always answers `address` (single or `all`, as Node's happy-eyeballs connect asks). */
function fixedLookup(address: LookupAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  }) as LookupFunction;
}

export interface PushRequest {
  headers: Record<string, string>;
  body: Buffer | null;
  timeoutMs: number;
}

/** Sends the POST and resolves with the push service's status; rejects when refused, unreachable or slow. */
export async function postToEndpoint(
  endpoint: string,
  request: PushRequest,
  policy: EndpointPolicy,
): Promise<number> {
  const { url, address } = await pinnedAddress(endpoint, policy);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: 'POST',
        headers: request.headers,
        lookup: fixedLookup(address),
        signal: AbortSignal.timeout(request.timeoutMs),
        // A pooled socket could have been opened to another address under the same name.
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
