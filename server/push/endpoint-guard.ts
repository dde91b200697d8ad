/**
 * A Web Push endpoint is a URL a browser hands us and the server then POSTs to on every notification: a
 * user-supplied URL, so a way into the server's own network (SSRF) unless it is checked where the request is
 * made. The rules, for subscription and for every send:
 * - HTTPS to a host on the allowed list (PUSH_ALLOWED_HOSTS: by default the push services browsers use);
 * - every address the name resolves to is public: no loopback, private, shared (CGNAT), link-local (cloud
 *   metadata lives there), unique-local, multicast, reserved or documentation range, IPv4 or IPv6, and no
 *   IPv4-mapped or NAT64 form of one;
 * - the connection goes to the address that was checked (`lookup` below), so a name that resolves elsewhere
 *   a moment later (DNS rebinding) is never followed.
 * PUSH_ALLOW_LOOPBACK (tests only) also accepts loopback addresses, and plain HTTP to them: the tests' local
 * push service.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { pushMessages } from '../../src/domain/api/push';
import { badRequest, type HttpError } from '../http/errors';

export interface EndpointPolicy {
  /** Host names, or `*.suffix` for any subdomain of suffix. */
  allowedHosts: readonly string[];
  /** Loopback addresses are acceptable, and plain HTTP to them (the tests' local push service). */
  allowLoopback: boolean;
  /** Name resolution; DNS (`dns.lookup`, all addresses) unless a test gives its own. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata service is in it)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: 169.254.169.254 is the metadata service of most clouds
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle's metadata service is in it)
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // IPv4-mapped addresses (::ffff:127.0.0.1) need no rule: BlockList checks them against the IPv4 ranges.
  ['::', 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible form
  ['64:ff9b::', 96], // NAT64 forms of IPv4 addresses
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds an IPv4 address
  ['fc00::', 7], // unique-local (AWS's IPv6 metadata service, fd00:ec2::254, is in it)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** True for an address on the public internet; false for every range listed above (and for a non-address). */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  return !notPublic.check(address, familyOf(address));
}

const isLoopback = (address: string) => isIP(address) !== 0 && loopback.check(address, familyOf(address));

/** Lower case, without the brackets of an IPv6 literal and without the trailing dot of a fully qualified name. */
export function normalizeHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
}

/** `fcm.googleapis.com` matches itself; `*.push.apple.com` matches any name under push.apple.com (not itself). */
export function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}

const refused = (message: string): HttpError => badRequest(message, 'PUSH_ENDPOINT_INVALID');

const systemResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The endpoint's URL and the checked address to connect to. Refused (400 PUSH_ENDPOINT_INVALID, pt-BR): a
 * scheme other than HTTPS, credentials in the URL, a host off the list (an address literal is never a push
 * service's name), a name that does not resolve, any resolved address that is not public.
 */
async function checkedTarget(
  endpoint: string,
  policy: EndpointPolicy,
): Promise<{ url: URL; address: LookupAddress }> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refused(pushMessages.tokenInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refused(pushMessages.insecureEndpoint);
  if (url.username !== '' || url.password !== '') throw refused(pushMessages.notPushService);
  const host = normalizeHost(url.hostname);
  const literal = isIP(host) !== 0;
  const acceptable = (address: string) =>
    isPublicAddress(address) || (policy.allowLoopback && isLoopback(address));
  let addresses: LookupAddress[];
  if (literal) {
    if (!(policy.allowLoopback && isLoopback(host)))
      throw refused(isPublicAddress(host) ? pushMessages.notPushService : pushMessages.privateAddress);
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    if (!hostAllowed(host, policy.allowedHosts)) throw refused(pushMessages.notPushService);
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      throw refused(pushMessages.unresolvable);
    }
  }
  // One private answer among public ones is enough to refuse: which one a connection would use is not ours to
  // choose once the name is handed to the socket, and a rebinding attack mixes them.
  const first = addresses[0];
  if (!first) throw refused(pushMessages.unresolvable);
  if (!addresses.every((a) => acceptable(a.address))) throw refused(pushMessages.privateAddress);
  // Plain HTTP only to this machine (tests): anywhere else the payload and the VAPID token would travel in clear.
  if (url.protocol === 'http:' && !addresses.every((a) => isLoopback(a.address)))
    throw refused(pushMessages.insecureEndpoint);
  return { url, address: first };
}

/** Refuses (400 PUSH_ENDPOINT_INVALID, pt-BR) an endpoint the server must not POST to; used at subscription. */
export async function checkPushEndpoint(endpoint: string, policy: EndpointPolicy): Promise<void> {
  await checkedTarget(endpoint, policy);
}

/**
 * The checked address to connect to for `endpoint`, resolved now (at send time): a subscription accepted
 * yesterday whose name points inside today is refused here.
 */
export const pinnedAddress = checkedTarget;
