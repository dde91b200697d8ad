import { describe, expect, it } from 'vitest';
import { Connectivity, PROBE_BACKOFF, PROBE_URL } from './connectivity';

/** A hand-driven clock and network: nothing here waits on real time. */
function harness() {
  const timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let now = 0;
  let nextId = 1;
  let browserOnline = true;
  let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
  const probes: number[] = [];
  const connectivity = new Connectivity({
    fetch: (url) => {
      expect(url).toBe(PROBE_URL);
      probes.push(now);
      return answer();
    },
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    navigatorOnLine: () => browserOnline,
  });
  const seen: boolean[] = [];
  connectivity.subscribe((online) => seen.push(online));
  return {
    connectivity,
    seen,
    probes,
    setBrowserOnline(value: boolean) {
      browserOnline = value;
    },
    serverUp() {
      answer = async () => Response.json({ status: 'ok' });
    },
    portal() {
      answer = async () =>
        new Response('<!doctype html><h1>Faça login no Wi-Fi</h1>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        });
    },
    networkDown() {
      answer = () => Promise.reject(new TypeError('Failed to fetch'));
    },
    /** Moves the clock, firing due timers in order and letting their promises settle. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const due = timers[0];
        if (!due || due.at > end) break;
        timers.shift();
        now = due.at;
        due.fn();
        for (let i = 0; i < 10; i++) await Promise.resolve();
      }
      now = end;
    },
  };
}

const json = (status = 200) =>
  new Response('{}', { status, headers: { 'content-type': 'application/json' } });
const html = () => new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } });

describe('connectivity', () => {
  it('starts online and trusts the browser only when it says offline', () => {
    const h = harness();
    expect(h.connectivity.isOnline()).toBe(true);
    h.setBrowserOnline(false);
    h.connectivity.browserChanged();
    expect(h.connectivity.isOnline()).toBe(false);
    expect(h.seen).toEqual([false]);
  });

  it('a network failure or a timeout means offline even while navigator.onLine is true', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const h = harness();
      h.connectivity.reportFailure(kind);
      expect(h.connectivity.isOnline()).toBe(false);
      expect(h.seen).toEqual([false]);
    }
  });

  it('a captive portal answering 200 HTML is offline; any JSON of the API is online', () => {
    const h = harness();
    h.connectivity.reportResponse(html());
    expect(h.connectivity.isOnline()).toBe(false);
    h.connectivity.reportResponse(json(404));
    expect(h.connectivity.isOnline()).toBe(true);
    h.connectivity.reportResponse(new Response(null, { status: 204 }));
    expect(h.connectivity.isOnline()).toBe(true);
    expect(h.seen).toEqual([false, true]);
  });

  it('while offline it probes with a doubling backoff capped at the maximum, and comes back on a JSON answer', async () => {
    const h = harness();
    h.connectivity.reportFailure('network');
    await h.advance(PROBE_BACKOFF.initialMs - 1);
    expect(h.probes).toEqual([]);
    await h.advance(1);
    expect(h.probes).toEqual([1000]);
    await h.advance(60_000);
    const gaps = h.probes.slice(1).map((at, i) => at - (h.probes[i] ?? 0));
    expect(gaps.slice(0, 4)).toEqual([2000, 4000, 8000, 15_000]);
    expect(Math.max(...gaps)).toBe(PROBE_BACKOFF.maxMs);
    expect(h.connectivity.isOnline()).toBe(false);

    h.serverUp();
    await h.advance(PROBE_BACKOFF.maxMs);
    expect(h.connectivity.isOnline()).toBe(true);
    expect(h.seen).toEqual([false, true]);
    // Online again: no more probes.
    const count = h.probes.length;
    await h.advance(120_000);
    expect(h.probes).toHaveLength(count);
  });

  it('a portal page answering the probe keeps it offline', async () => {
    const h = harness();
    h.portal();
    h.connectivity.reportFailure('not-json');
    await h.advance(30_000);
    expect(h.probes.length).toBeGreaterThan(2);
    expect(h.connectivity.isOnline()).toBe(false);
    expect(h.seen).toEqual([false]);
  });

  it("the browser's online event only triggers a probe: it does not say online by itself", async () => {
    const h = harness();
    h.setBrowserOnline(false);
    h.connectivity.browserChanged();
    h.connectivity.reportFailure('network');
    h.setBrowserOnline(true);
    h.networkDown();
    h.connectivity.browserChanged();
    await h.advance(0);
    expect(h.probes).toEqual([0]);
    expect(h.connectivity.isOnline()).toBe(false);

    h.serverUp();
    h.connectivity.browserChanged();
    await h.advance(0);
    expect(h.connectivity.isOnline()).toBe(true);
    expect(h.seen.at(-1)).toBe(true);
  });

  it('a failed probe while believed online turns it offline', async () => {
    const h = harness();
    h.networkDown();
    expect(await h.connectivity.probe()).toBe(false);
    expect(h.seen).toEqual([false]);
    h.serverUp();
    expect(await h.connectivity.probe()).toBe(true);
  });
});
