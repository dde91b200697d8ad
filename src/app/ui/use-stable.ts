import { dequal } from 'dequal/lite';
import { useRef } from 'react';

/**
 * The value this hook returned last time when the new one has the same content. A live query runs again after
 * every write to its tables and answers with new objects, even when the sync wrote back the rows it already had
 * (or the ones the server rendered the page with): handing out the old references lets memoized children (the
 * product cards) skip a render that would change nothing.
 */
export function useStable<T>(value: T): T {
  const last = useRef(value);
  if (last.current !== value && !dequal(last.current, value)) last.current = value;
  return last.current;
}
