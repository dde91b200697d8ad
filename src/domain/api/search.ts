import { z } from 'zod';
import { productSchema, storeSchema } from './catalogue';

/** Wire shapes of /api/search: one query over products and stores (server full-text search). */
export const SEARCH_LIMITS = {
  termMax: 100,
  resultsDefault: 20,
  resultsMax: 50,
  popularDefault: 10,
} as const;

export const searchMessages = {
  termRequired: 'Digite um termo para buscar',
  termTooLong: `O termo de busca deve ter no máximo ${SEARCH_LIMITS.termMax} caracteres`,
  limitInvalid: `Limite deve estar entre 1 e ${SEARCH_LIMITS.resultsMax}`,
  results: (count: number) => `${count} resultados encontrados`,
} as const;

/** Spec 000 §5: the term is trimmed; a blank one is refused (the client does nothing with it). */
export const searchTermSchema = z
  .string({ error: searchMessages.termRequired })
  .trim()
  .min(1, { error: searchMessages.termRequired })
  .max(SEARCH_LIMITS.termMax, { error: searchMessages.termTooLong });

export const searchQuerySchema = z.object({
  q: searchTermSchema,
  limit: z.coerce
    .number({ error: searchMessages.limitInvalid })
    .int({ error: searchMessages.limitInvalid })
    .min(1, { error: searchMessages.limitInvalid })
    .max(SEARCH_LIMITS.resultsMax, { error: searchMessages.limitInvalid })
    .default(SEARCH_LIMITS.resultsDefault),
});

export const searchResponseSchema = z.object({
  query: z.string(),
  products: z.array(productSchema),
  stores: z.array(storeSchema),
  message: z.string(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const searchTrackSchema = z.object({ term: searchTermSchema });

export const popularSearchSchema = z.array(z.object({ term: z.string(), count: z.number().int() }));
export type PopularSearch = z.infer<typeof popularSearchSchema>;
