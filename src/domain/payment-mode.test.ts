import { describe, expect, it } from 'vitest';
import { isTestModeAnswer } from './payment-mode';

describe('isTestModeAnswer (spec 000 §9: banner when the mode is not live)', () => {
  it('hides the banner for live, and when there is no provider at all (no card can be typed)', () => {
    expect(isTestModeAnswer({ mode: 'live' })).toBe(false);
    expect(isTestModeAnswer({ mode: 'unavailable' })).toBe(false);
  });

  it.each([
    ['test', { mode: 'test' }],
    ['a missing mode', {}],
    ['an unknown mode', { mode: 'sandbox' }],
    ['a mode of another type', { mode: 1 }],
    ['an answer that is not an object', 'live'],
    ['an empty answer', null],
  ])('shows it for %s', (_name, answer) => {
    expect(isTestModeAnswer(answer)).toBe(true);
  });
});
