/**
 * When the live reads take over a server-rendered home page, nothing renders again: once the browser's first
 * sync has written the answers the page was rendered with, each read of the home page answers a value equal
 * to the stand-in it showed from the first data (src/app/features/shopper/data/home.ts), so the live read keeps
 * the stand-in's objects and React bails out. Checked on the demo catalogue, the server's real answers, the browser's
 * own sync (over fake-indexeddb) and the first data exactly as the page carries it.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { homeReads } from '../../src/app/features/shopper/data/home';
import type { FirstAnswer } from '../../src/app/reads/live-read';
import {
  syncBanners,
  syncCategories,
  syncHighlights,
  syncProductsPage,
  syncPromotions,
} from '../../src/data/sync/catalogue';
import { firstDataAnswer, HOME_PATHS } from '../../src/domain/first-screen';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`the home page's reads (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  /** The first data of the home page, by path, as the server writes it into the page. */
  const first: Record<string, unknown> = {};

  beforeAll(async () => {
    t = await createTestApp();
    // The browser's requests reach this app.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
      });
      return new Response(response.statusCode === 304 ? null : response.body, {
        status: response.statusCode,
        headers: Object.entries(response.headers).map(([name, value]): [string, string] => [
          name,
          String(value),
        ]),
      });
    });
    for (const path of Object.values(HOME_PATHS)) {
      const answer = await t.app.inject({ method: 'GET', url: path });
      first[path] = firstDataAnswer(path, answer.json());
    }
    await Promise.all([
      syncHighlights(),
      syncProductsPage(),
      syncCategories(),
      syncBanners(),
      syncPromotions(),
    ]);
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    await t?.close();
  });

  /** The first data's answers as the live read hands them to a read. */
  const answer: FirstAnswer = (path) => first[path] as never;

  it('highlights, categories and banners: the live copy equals the stand-in', async () => {
    const { highlights, categories, banners } = homeReads;
    const shown = highlights.first(answer);
    expect(shown?.length).toBeGreaterThan(0);
    expect(await highlights.live()).toEqual(shown);
    expect(await categories.live()).toEqual(categories.first(answer));
    expect(await banners.live()).toEqual(banners.first(answer));
  });

  it('the catalogue grid: the live copy equals the stand-in', async () => {
    const { catalogue } = homeReads;
    const shown = catalogue.first(answer, 48);
    expect(shown?.length).toBe(48);
    expect(await catalogue.live(48)).toEqual(shown);
  });

  it('the running promotions with their products: the live copy equals the stand-in', async () => {
    const { promotions } = homeReads;
    const shown = promotions.first(answer, 4, Date.now());
    expect(shown?.length).toBeGreaterThan(0);
    // The product a promotion shows comes from the device's copy, else from the first data: the same card.
    expect(await promotions.live(answer, 4)).toEqual(shown);
  });
});
