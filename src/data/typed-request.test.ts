import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProximityPreferences } from './account-reads';
import { ApiError } from './http';
import { fetchPaymentTestMode } from './payment-config';
import { queryCache } from './query-cache';
import { jsonResponse } from './test-responses';

afterEach(() => {
  vi.unstubAllGlobals();
  queryCache.clear();
});

describe('typed reads', () => {
  it('returns the answer when it has the domain shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { enabled: true, radiusMeters: 800 })),
    );
    await expect(fetchProximityPreferences()).resolves.toEqual({ enabled: true, radiusMeters: 800 });
  });

  it('refuses an answer of another shape with the §8 text instead of passing it on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { enabled: 'sim' })),
    );
    const error = await fetchProximityPreferences().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('A resposta do servidor não é um JSON válido');
  });

  it('payment mode: any answer but live shows the banner; live and a failing request do not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { mode: 'test' })),
    );
    expect(await fetchPaymentTestMode()).toBe(true);
    queryCache.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { mode: 'live' })),
    );
    expect(await fetchPaymentTestMode()).toBe(false);
    queryCache.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { mode: 'maybe' })),
    );
    expect(await fetchPaymentTestMode()).toBe(true);
    queryCache.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'Falha ao obter configuração' })),
    );
    expect(await fetchPaymentTestMode()).toBe(false);
  });
});
