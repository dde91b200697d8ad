import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-app paths and refuses other origins, protocol-relative URLs and auth loops', () => {
    expect(safeRedirect('/account/reservations?x=1')).toBe('/account/reservations?x=1');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect(undefined, '/account')).toBe('/account');
  });
});
