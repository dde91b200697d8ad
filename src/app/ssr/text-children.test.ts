import { describe, expect, it } from 'vitest';
import { joinText } from './text-children';

describe('adjacent text children', () => {
  it('joins neighbouring strings and numbers into one child', () => {
    const link = { type: 'a' };
    expect(joinText(['Vendido por', ' ', link])).toEqual(['Vendido por ', link]);
    expect(joinText([3, ' produtos', link, 'de ', 'hoje'])).toEqual(['3 produtos', link, 'de hoje']);
  });

  it('returns the same array when nothing is adjacent', () => {
    const children = ['Texto', { type: 'kbd' }, 'mais'];
    expect(joinText(children)).toBe(children);
  });

  it('joins texts across holes (false, null), which leave nothing in the rendered DOM', () => {
    const icon = { type: 'svg' };
    expect(joinText(['a', null, false, 'b', icon, null, 'c'])).toEqual(['ab', icon, null, 'c']);
  });
});
