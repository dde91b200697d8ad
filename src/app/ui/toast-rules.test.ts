import { describe, expect, it } from 'vitest';
import { isSwipeDismiss } from './toast-rules';

describe('toast rules (spec 000 §9)', () => {
  it('a swipe of 50 px or more either way dismisses; shorter snaps back', () => {
    expect(isSwipeDismiss(100, 149)).toBe(false);
    expect(isSwipeDismiss(100, 150)).toBe(true);
    expect(isSwipeDismiss(100, 50)).toBe(true);
  });
});
