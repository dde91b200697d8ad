import { describe, expect, it } from 'vitest';
import { EXACT_COUNT_CAP, totalOfPage } from './page-count';

const CAP = EXACT_COUNT_CAP;

describe('totalOfPage', () => {
  it('answers the count itself below the cap, whatever the estimate', () => {
    const facts = { offset: 24, visible: 24, hasNext: true, counted: 700 };
    expect(totalOfPage(facts, 90_000)).toBe(700);
  });

  it('at the cap, the estimate stands in, never below the cap', () => {
    const facts = { offset: 0, visible: 24, hasNext: true, counted: CAP };
    expect(totalOfPage(facts, 88_412.6)).toBe(88_413);
    expect(totalOfPage(facts, 10)).toBe(CAP);
  });

  it('a page with a next one proves more than offset + visible, whatever the estimate says', () => {
    const deep = { offset: 2400, visible: 24, hasNext: true, counted: CAP };
    expect(totalOfPage(deep, 1500)).toBe(2425);
  });

  it('the last page makes the total exact again', () => {
    const last = { offset: 4800, visible: 7, hasNext: false, counted: CAP };
    expect(totalOfPage(last, 90_000)).toBe(4807);
  });

  it('a page past the end never claims more than it skipped', () => {
    const past = { offset: 9600, visible: 0, hasNext: false, counted: CAP };
    expect(totalOfPage(past, 90_000)).toBe(9600);
    expect(totalOfPage(past, 5000)).toBe(5000);
  });
});
