import { dequal } from 'dequal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DraftValues, mergeDraft } from './draft-merge';

export interface RecordChange<V extends DraftValues> {
  /** The newer record's values (what "use the new values" puts in the form). */
  theirs: V;
  changed: (keyof V & string)[];
  kept: (keyof V & string)[];
}

/**
 * Keeps an open edit form in step with its record without losing typing (./draft-merge.ts): when the
 * record's `version` moves on (a save on another device or tab, a pull), untouched fields follow it and
 * typed ones stay; `change` is set when the form now differs from the record, for the notice. A change of
 * the record with the same version (a photo kept on the device becoming its URL) is followed silently.
 * The form's own save runs through `saving()`: the version that save writes is the form's, adopted as is.
 */
export function useRecordDraft<V extends DraftValues>({
  record,
  version,
  values,
  setValues,
}: {
  record: V;
  version: string | number;
  values: V;
  setValues: (values: V) => void;
}) {
  const base = useRef({ record, version });
  const latest = useRef(values);
  latest.current = values;
  const ownSave = useRef(false);
  const [change, setChange] = useState<RecordChange<V> | null>(null);

  useEffect(() => {
    const previous = base.current;
    if (previous.version === version && dequal(previous.record, record)) return;
    base.current = { record, version };
    const merged = mergeDraft(previous.record, latest.current, record);
    const newVersion = previous.version !== version;
    if (newVersion && ownSave.current) {
      ownSave.current = false;
      setValues(record);
      setChange(null);
      return;
    }
    setValues(merged.values);
    if (newVersion && merged.announce) {
      setChange({ theirs: record, changed: merged.changed, kept: merged.kept });
    }
  }, [record, version, setValues]);

  const takeTheirs = useCallback(() => {
    if (change) setValues(change.theirs);
    setChange(null);
  }, [change, setValues]);
  const keepMine = useCallback(() => setChange(null), []);
  /** Runs the form's own save: the version it writes is adopted as the form's, not announced. */
  const saving = useCallback(async <T>(run: () => Promise<T>): Promise<T> => {
    ownSave.current = true;
    try {
      const result = await run();
      setChange(null);
      return result;
    } catch (error) {
      ownSave.current = false;
      throw error;
    }
  }, []);
  return { change, takeTheirs, keepMine, saving };
}
