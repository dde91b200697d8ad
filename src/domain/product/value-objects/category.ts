import { z } from 'zod';
import { type Category, parseCategory } from '../../categories';
import { productMessages as m } from '../messages';
import { blankToUndefined, parseValue } from './parse';

/** Case-insensitive (spec 001 §5): "Comida" is stored as "comida". */
export const categorySchema = z.preprocess(
  blankToUndefined,
  z.string({ error: m.categoryRequired }).transform((value, ctx): Category => {
    const category = parseCategory(value);
    if (category === null) {
      ctx.issues.push({ code: 'custom', message: m.categoryInvalid, input: value });
      return z.NEVER;
    }
    return category;
  }),
);

export function createCategory(value: unknown): Category {
  return parseValue(categorySchema, value, 'category');
}
