import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectivity } from './connectivity';
import { type ApiError, ApiError as ApiErrorClass, forgetLegacyAuthToken, requestJson } from './http';

const respond = (body: BodyInit | null, init: ResponseInit) => vi.fn(async () => new Response(body, init));
const noSleep = async () => {};

async function failure(path = '/api/x', options = {}): Promise<ApiError> {
  try {
    await requestJson(path, { sleep: noSleep, ...options });
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

afterEach(() => {
  // Back to 'online' (cancels the probe a failure scheduled, so it cannot call another test's fetch).
  connectivity.reportAnswer();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requestJson error texts (spec 000 §8)', () => {
  it('uses the server message, else error, else "status: statusText"', async () => {
    vi.stubGlobal(
      'fetch',
      respond(JSON.stringify({ message: 'Produto não encontrado', code: 'PRODUCT_NOT_FOUND' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await failure()).toMatchObject({
      message: 'Produto não encontrado',
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    });
    vi.stubGlobal(
      'fetch',
      respond(JSON.stringify({ error: 'Proibido' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect((await failure()).message).toBe('Proibido');
    vi.stubGlobal('fetch', respond('oops', { status: 418, statusText: 'I am a teapot' }));
    expect((await failure()).message).toBe('418: I am a teapot');
  });

  it('names an HTML answer', async () => {
    vi.stubGlobal(
      'fetch',
      respond('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect((await failure()).message).toBe('Erro 200: Resposta HTML recebida onde JSON era esperado');
  });

  it('tells connectivity what the network did: a portal page or no answer is offline, JSON is online', async () => {
    vi.stubGlobal(
      'fetch',
      respond('<!doctype html><h1>Wi-Fi</h1>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const portal = await failure();
    expect(portal.isUnreachable).toBe(true);
    expect(connectivity.isOnline()).toBe(false);
    vi.stubGlobal('fetch', respond('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    await requestJson('/api/x');
    expect(connectivity.isOnline()).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const down = await failure('/api/x', { retries: 0 });
    expect(down).toBeInstanceOf(ApiErrorClass);
    expect(down.isUnreachable).toBe(true);
    expect(connectivity.isOnline()).toBe(false);
    // A JSON error of the API is still the server answering.
    vi.stubGlobal(
      'fetch',
      respond('{"message":"x"}', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    const serverError = await failure('/api/x', { retries: 0 });
    expect(serverError.isUnreachable).toBe(false);
    expect(connectivity.isOnline()).toBe(true);
  });

  it('names invalid JSON on success', async () => {
    vi.stubGlobal(
      'fetch',
      respond('{nope', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    expect((await failure()).message).toBe('A resposta do servidor não é um JSON válido');
  });

  it('names a network failure, after the retries of an idempotent request', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const error = await failure();
    expect(error.message).toBe('Erro de conexão. Verifique sua conexão com a internet.');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never retries a write', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await failure('/api/x', { method: 'POST', body: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 4xx but retries a 503', async () => {
    const notFound = respond(JSON.stringify({ message: 'x' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
    vi.stubGlobal('fetch', notFound);
    await failure();
    expect(notFound).toHaveBeenCalledTimes(1);
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        ++calls < 3
          ? new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } })
          : new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    expect((await requestJson('/api/x', { sleep: noSleep })).data).toEqual({ ok: true });
  });

  it('names a timeout with its duration', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
          ),
      ),
    );
    const pending = requestJson('/api/x', { timeoutMs: 1000, retries: 0 }).catch((e: ApiError) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await pending) as ApiError).message).toBe('Requisição excedeu o tempo limite de 1000ms');
  });

  it('names an opaque answer as a CORS problem', async () => {
    const opaque = { type: 'opaque', status: 0, headers: new Headers() } as unknown as Response;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => opaque),
    );
    expect((await failure('/api/x', { retries: 0 })).message).toBe(
      'Erro de acesso ao servidor. Verifique as configurações CORS.',
    );
  });

  it('sends the cookie session only: a token left in localStorage by an older release is never sent', async () => {
    const storage = new Map([['authToken', 'tok']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      removeItem: (k: string) => storage.delete(k),
    });
    const fetch = respond('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', fetch);
    await requestJson('/api/x');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    forgetLegacyAuthToken();
    expect(storage.has('authToken')).toBe(false);
  });

  it('sends JSON with its content type, and form data as it is (spec 000 §7), with the same timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          if (init.body instanceof FormData) {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            return;
          }
          resolve(new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } }));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await requestJson('/api/x', { method: 'POST', body: { a: 1 } });
    const json = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(json.body).toBe('{"a":1}');
    expect((json.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'foto.jpg');
    const upload = failure('/api/uploads', { method: 'POST', body: form });
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await upload;
    const sent = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect(sent.body).toBe(form);
    // The browser writes the multipart boundary into the content type itself.
    expect((sent.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(sent.credentials).toBe('include');
    expect(error).toMatchObject({ code: 'TIMEOUT', message: 'Requisição excedeu o tempo limite de 30000ms' });
    // A write is sent once: its queue, not the helper, tries it again.
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
