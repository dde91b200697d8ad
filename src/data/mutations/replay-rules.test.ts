import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../domain/errors';
import { classifyResponse, responseFacts, waitingReason } from './replay-rules';

const json = 'application/json; charset=utf-8';

describe('classifyResponse', () => {
  it.each([
    [200, json, 'delivered'],
    [201, json, 'delivered'],
    [204, null, 'delivered'],
    [400, json, 'refused'],
    [404, json, 'refused'],
    [409, json, 'refused'],
    [422, json, 'refused'],
    [401, json, 'retry-after-auth'],
    [401, 'text/html', 'retry-after-auth'],
    [408, json, 'keep'],
    [429, json, 'keep'],
    [500, json, 'keep'],
    [502, 'text/html', 'keep'],
    [503, null, 'keep'],
    [503, json, 'keep'],
    [302, null, 'keep'],
    [200, 'text/html; charset=utf-8', 'keep'],
    [200, null, 'keep'],
    [404, 'text/html', 'keep'],
  ] as const)('status %i with %s → %s', (status, contentType, verdict) => {
    expect(classifyResponse({ status, contentType })).toBe(verdict);
  });

  it('keeps a followed redirect even when it ends in JSON (captive portal login API)', () => {
    expect(classifyResponse({ status: 200, contentType: json, redirected: true })).toBe('keep');
  });

  it('keeps opaque answers and an in-progress idempotent request', () => {
    expect(classifyResponse({ status: 0, contentType: null, type: 'opaqueredirect' })).toBe('keep');
    expect(classifyResponse({ status: 409, contentType: json, code: 'IDEMPOTENCY_IN_PROGRESS' })).toBe(
      'keep',
    );
  });

  it('accepts vendor JSON types (problem+json)', () => {
    expect(classifyResponse({ status: 422, contentType: 'application/problem+json' })).toBe('refused');
  });
});

describe('responseFacts', () => {
  it('reads the error code from a JSON body without consuming it', async () => {
    const response = new Response(JSON.stringify({ message: 'x', code: 'IDEMPOTENCY_IN_PROGRESS' }), {
      status: 409,
      headers: { 'content-type': json },
    });
    const facts = await responseFacts(response);
    expect(facts.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(classifyResponse(facts)).toBe('keep');
    expect(await response.json()).toEqual({ message: 'x', code: 'IDEMPOTENCY_IN_PROGRESS' });
  });

  it('treats a body that claims JSON but is HTML as a portal page', async () => {
    const response = new Response('<html>login</html>', { status: 200, headers: { 'content-type': json } });
    expect(classifyResponse(await responseFacts(response))).toBe('keep');
  });
});

describe('waitingReason', () => {
  it("is the API's text of a 429, the catalogue's when a proxy answered without one, and null otherwise", () => {
    expect(waitingReason({ status: 429, body: { message: 'Aguarde 3 minutos.' } })).toBe(
      'Aguarde 3 minutos.',
    );
    expect(waitingReason({ status: 429, body: undefined })).toBe(ERROR_CATALOGUE.RATE_LIMITED.message);
    expect(waitingReason({ status: 429, body: { message: ' ' } })).toBe(ERROR_CATALOGUE.RATE_LIMITED.message);
    expect(waitingReason({ status: 503, body: { message: 'Fora do ar' } })).toBeNull();
    expect(waitingReason({ status: 400, body: { message: 'Inválido' } })).toBeNull();
  });
});
