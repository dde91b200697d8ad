import { describe, expect, it } from 'vitest';
import {
  appError,
  businessRuleViolation,
  DomainError,
  ERROR_CATALOGUE,
  internalErrorMessage,
  isAppError,
  notFoundError,
  validationError,
} from './errors';
import { isRetryable, nextRetryDelay, REQUEST_POLICY } from './request-policy';

describe('errors', () => {
  it('catalogue statuses and texts of spec 001 §8', () => {
    expect(ERROR_CATALOGUE.VALIDATION_ERROR).toEqual({ status: 400, message: 'Dados de entrada inválidos' });
    expect(ERROR_CATALOGUE.FORBIDDEN).toEqual({ status: 403, message: 'Acesso negado' });
    expect(ERROR_CATALOGUE.PRODUCT_NOT_FOUND).toEqual({ status: 404, message: 'Produto não encontrado' });
    expect(ERROR_CATALOGUE.CONFLICT.status).toBe(409);
    expect(ERROR_CATALOGUE.INTERNAL_ERROR.status).toBe(500);
    expect(ERROR_CATALOGUE.INVARIANT_VIOLATION.status).toBe(422);
  });
  it('builders', () => {
    expect(notFoundError('Loja', 9).message).toBe("Loja com ID '9' não foi encontrado");
    const v = validationError([{ field: 'x', message: 'm', code: 'C' }]);
    expect(v.toJSON()).toEqual({
      message: 'Dados de entrada inválidos',
      code: 'VALIDATION_ERROR',
      details: [{ field: 'x', message: 'm', code: 'C' }],
    });
    expect(appError('FORBIDDEN').toJSON()).toEqual({ message: 'Acesso negado', code: 'FORBIDDEN' });
    const b = businessRuleViolation('não', 'MUST_BE_ACTIVE');
    expect(b).toBeInstanceOf(DomainError);
    expect([b.status, b.code, b.details?.[0]?.field]).toEqual([422, 'BUSINESS_RULE_VIOLATION', '']);
    expect(isAppError(b)).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});

describe('request policy', () => {
  it('retries network failures, timeouts, 5xx, 429, 408 only', () => {
    expect(isRetryable({ kind: 'network' })).toBe(true);
    expect(isRetryable({ kind: 'timeout' })).toBe(true);
    for (const s of [500, 503, 429, 408]) expect(isRetryable({ kind: 'http', status: s })).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 422])
      expect(isRetryable({ kind: 'http', status: s })).toBe(false);
  });
  it('3 attempts waiting 1 s then 2 s', () => {
    expect(REQUEST_POLICY.timeoutMs).toBe(30_000);
    const f = { kind: 'http', status: 503 } as const;
    expect([nextRetryDelay(f, 1), nextRetryDelay(f, 2), nextRetryDelay(f, 3)]).toEqual([1000, 2000, null]);
    expect(nextRetryDelay({ kind: 'http', status: 404 }, 1)).toBeNull();
  });
});

describe('internalErrorMessage (spec 001 §8 INTERNAL_ERROR texts)', () => {
  it('names what a product route was doing; other routes get the generic text', () => {
    expect(internalErrorMessage('GET', '/api/products/:id')).toBe('Erro interno ao buscar produto');
    expect(internalErrorMessage('GET', '/api/stores/:id/products')).toBe('Erro interno ao buscar produto');
    expect(internalErrorMessage('GET', '/api/seller/products')).toBe('Erro interno ao buscar produto');
    expect(internalErrorMessage('POST', '/api/products')).toBe('Erro interno ao criar produto');
    expect(internalErrorMessage('PUT', '/api/products/:id')).toBe('Erro interno ao atualizar produto');
    expect(internalErrorMessage('POST', '/api/products/:id/highlight')).toBe(
      'Erro interno ao atualizar produto',
    );
    expect(internalErrorMessage('DELETE', '/api/products/:id')).toBe('Erro interno do servidor');
    expect(internalErrorMessage('GET', '/api/stores/:id')).toBe('Erro interno do servidor');
    expect(internalErrorMessage('GET', '/api/productsx')).toBe('Erro interno do servidor');
    expect(internalErrorMessage('GET', undefined)).toBe('Erro interno do servidor');
  });
});
