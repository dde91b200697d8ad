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
  });

  it("payment mode: a config that cannot be read logs 'Falha ao obter configuração' and shows no banner", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(404, { message: 'Não encontrado', code: 'NOT_FOUND' })),
      );
      expect(await fetchPaymentTestMode()).toBe(false);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]?.[0]).toBe('Falha ao obter configuração');
      expect(logged.mock.calls[0]?.[1]).toBeInstanceOf(ApiError);
      logged.mockClear();
      queryCache.clear();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(200, { mode: 'live' })),
      );
      expect(await fetchPaymentTestMode()).toBe(false);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
