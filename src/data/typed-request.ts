/**
 * Reads and writes whose answer is checked against the domain's zod schema: callers get the schema's type,
 * never a cast of whatever came back. An answer of the wrong shape is an ApiError with the §8 text.
 */
import type { z } from 'zod';
import { messages } from '../domain/messages';
import { ApiError, type RequestOptions, requestJson } from './http';

export async function requestParsed<S extends z.ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { data } = await requestJson<unknown>(path, options);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(messages.request.invalidJson, 502, 'INVALID_RESPONSE', parsed.error.issues);
  }
  return parsed.data;
}
