import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pushMessages } from '../../src/domain/api/push';
import { BROWSER_PUSH_HOSTS } from '../config';
import { HttpError } from '../http/errors';
import {
  checkPushEndpoint,
  type EndpointPolicy,
  hostAllowed,
  isPublicAddress,
  normalizeHost,
} from './endpoint-guard';
import { postToEndpoint } from './post-endpoint';

const resolvingTo =
  (...addresses: string[]) =>
  async (): Promise<LookupAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const production: EndpointPolicy = { allowedHosts: BROWSER_PUSH_HOSTS, allowLoopback: false };

async function refusal(endpoint: string, policy: EndpointPolicy): Promise<string> {
  try {
    await checkPushEndpoint(endpoint, policy);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'PUSH_ENDPOINT_INVALID') return error.message;
    throw error;
  }
  throw new Error(`${endpoint} was accepted`);
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '192.0.0.192',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::',
    'localhost',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.79.10', '17.253.144.10', '2a00:1450:4001:80b::200a', '2620:149:a44::10'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('the allowed push hosts', () => {
  it('match the browsers’ push services and their subdomains, nothing else', () => {
    for (const host of [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
      'api.push.apple.com',
      'wns2-bl2p.notify.windows.com',
    ])
      expect(hostAllowed(host, BROWSER_PUSH_HOSTS), host).toBe(true);
    for (const host of [
      'push.apple.com',
      'evilpush.apple.com.example',
      'fcm.googleapis.com.evil.example',
      'xfcm.googleapis.com',
      'localhost',
    ])
      expect(hostAllowed(host, BROWSER_PUSH_HOSTS), host).toBe(false);
  });

  it('compare names without case, brackets or the trailing dot', () => {
    expect(normalizeHost('FCM.GoogleAPIs.com.')).toBe('fcm.googleapis.com');
    expect(normalizeHost('[::1]')).toBe('::1');
    expect(normalizeHost('localhost.')).toBe('localhost');
  });
});

describe('checkPushEndpoint', () => {
  it('refuses what is not a push service, and any address literal', async () => {
    for (const endpoint of [
      'https://localhost.:8443/x',
      'https://localhost/x',
      'https://evil.example/push',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00:ec2::254]/x',
      'https://0x7f.1/x',
      'https://2130706433/x',
    ])
      expect(await refusal(endpoint, production), endpoint).toMatch(/endpoint de push/);
  });

  it('refuses plain HTTP and credentials in the URL', async () => {
    const policy = { ...production, resolve: resolvingTo('142.250.79.10') };
    expect(await refusal('http://fcm.googleapis.com/fcm/send/x', policy)).toBe(pushMessages.insecureEndpoint);
    expect(await refusal('ftp://fcm.googleapis.com/x', policy)).toBe(pushMessages.insecureEndpoint);
    expect(await refusal('https://user:pw@fcm.googleapis.com/x', policy)).toBe(pushMessages.notPushService);
  });

  it('refuses an allowed name that resolves inside, even when only one of its addresses does', async () => {
    for (const inside of [
      '127.0.0.1',
      '10.0.0.7',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:192.168.0.1',
    ]) {
      const policy = { ...production, resolve: resolvingTo('142.250.79.10', inside) };
      expect(await refusal('https://fcm.googleapis.com/fcm/send/x', policy), inside).toBe(
        pushMessages.privateAddress,
      );
    }
  });

  it('accepts a push service on public addresses; a name that does not resolve is refused', async () => {
    const policy = { ...production, resolve: resolvingTo('142.250.79.10', '2a00:1450:4001:80b::200a') };
    await expect(
      checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', policy),
    ).resolves.toBeUndefined();
    await expect(
      checkPushEndpoint('https://web.push.apple.com./QGuQyavXutnMHv', { ...policy }),
    ).resolves.toBeUndefined();
    const nowhere = {
      ...production,
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    };
    expect(await refusal('https://fcm.googleapis.com/fcm/send/abc', nowhere)).toBe(pushMessages.unresolvable);
  });

  it('takes loopback only when told so (the tests’ local push service), and nothing else private', async () => {
    const tests: EndpointPolicy = { allowedHosts: BROWSER_PUSH_HOSTS, allowLoopback: true };
    await expect(checkPushEndpoint('http://127.0.0.1:9000/push', tests)).resolves.toBeUndefined();
    await expect(checkPushEndpoint('http://[::1]:9000/push', tests)).resolves.toBeUndefined();
    expect(await refusal('http://127.0.0.1:9000/push', production)).toBe(pushMessages.privateAddress);
    expect(await refusal('http://10.0.0.7/push', tests)).toBe(pushMessages.privateAddress);
    expect(await refusal('http://169.254.169.254/', tests)).toBe(pushMessages.privateAddress);
  });
});

describe('postToEndpoint', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function receiver() {
    const hosts: string[] = [];
    server = createServer((request, response) => {
      hosts.push(String(request.headers.host));
      request.resume();
      request.on('end', () => response.writeHead(201).end());
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, hosts };
  }

  it('connects to the address it checked, never asking DNS again (no rebinding)', async () => {
    const { port, hosts } = await receiver();
    // `.test` never resolves (RFC 2606): the request can only arrive through the checked, pinned address.
    const policy: EndpointPolicy = {
      allowedHosts: ['push.feira.test'],
      allowLoopback: true,
      resolve: resolvingTo('127.0.0.1'),
    };
    const status = await postToEndpoint(
      `http://push.feira.test:${port}/send/1`,
      { headers: { TTL: '60' }, body: Buffer.from('x'), timeoutMs: 5000 },
      policy,
    );
    expect(status).toBe(201);
    expect(hosts).toEqual([`push.feira.test:${port}`]);
  });

  it('refuses at send time a name that now resolves inside, without connecting', async () => {
    const { port, hosts } = await receiver();
    const policy: EndpointPolicy = {
      allowedHosts: ['push.feira.test'],
      allowLoopback: false,
      resolve: resolvingTo('127.0.0.1'),
    };
    await expect(
      postToEndpoint(
        `https://push.feira.test:${port}/send/1`,
        { headers: {}, body: null, timeoutMs: 5000 },
        policy,
      ),
    ).rejects.toThrow(pushMessages.privateAddress);
    expect(hosts).toEqual([]);
  });
});
