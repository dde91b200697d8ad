/**
 * What an open edit form does when a newer version of its record arrives (pure): the seller's unsaved
 * typing is never thrown away. Three versions take part: `base`, the record as the form last adopted it;
 * `mine`, what the form holds now; `theirs`, the newer record.
 * - A field the seller did not touch (mine equals base) takes the newer value.
 * - A field the seller touched keeps what they typed.
 * - The change is announced only when the newer record changed a field of the form and the form now
 *   differs from it; a form with nothing typed, or typed to exactly the newer values, follows the record
 *   silently, and so does a newer version that changed nothing the form holds (a coupon switched on or off
 *   beside its edit form): there would be no new value to show.
 */
import { dequal } from 'dequal';

export type DraftValues = Record<string, unknown>;

export interface DraftMerge<V extends DraftValues> {
  values: V;
  /** The seller's typing differs from the newer record: tell them, and offer its values. */
  announce: boolean;
  /** Fields the newer record changed (against base), for "see the new values". */
  changed: (keyof V & string)[];
  /** Of those, the ones where the form keeps the seller's own typing. */
  kept: (keyof V & string)[];
}

export function mergeDraft<V extends DraftValues>(base: V, mine: V, theirs: V): DraftMerge<V> {
  const keys = [
    ...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]),
  ] as (keyof V & string)[];
  const values = { ...theirs };
  const changed: (keyof V & string)[] = [];
  const kept: (keyof V & string)[] = [];
  for (const key of keys) {
    const touched = !dequal(mine[key], base[key]);
    if (touched) values[key] = mine[key];
    if (!dequal(theirs[key], base[key])) {
      changed.push(key);
      if (touched && !dequal(mine[key], theirs[key])) kept.push(key);
    }
  }
  return { values, announce: changed.length > 0 && !dequal(values, theirs), changed, kept };
}
