/**
 * This device's last answer of an online read (db.sellerReads, keyed by user and path): what an online read
 * kept with `keep` shows at once, also offline, until its fresh answer arrives. The saved answer is the
 * read's parsed output, written only after parsing, so reading it back needs no second parse.
 */
import { db } from './db';
import { writeIfUnsettled } from './mutations/settled';
import { getSession } from './session';

const userId = () => getSession().user?.id ?? 0;

/** The key of `path`'s saved answer for the signed-in user: one user never sees another's answers. */
export const savedReadKey = (path: string) => `${userId()}:${path}`;

/** Replaces the saved answer of a path (after a write answered the new row). */
export async function saveReadAnswer(path: string, data: unknown): Promise<void> {
  await db.sellerReads.put({ key: savedReadKey(path), userId: userId(), data, savedAt: Date.now() });
}

/**
 * Saves a fresh answer of `path`, asked for when `before` writes had settled. A queued edit or a row not
 * sent yet outlive a fresh answer (like a pull's), so they are carried over from the previous answer. Returns false, saving nothing, when a write settled since: the answer may predate it.
 */
export async function keepFreshAnswer(path: string, data: unknown, before: number): Promise<boolean> {
  // The mutation layer (its handlers and schemas) loads here, not with the public pages that import this
  // module only to read: a kept read is a seller's, whose pages load it anyway.
  const { keepLocalWork } = await import('./mutations');
  return writeIfUnsettled(before, [db.sellerReads], async () => {
    const previous = await db.sellerReads.get(savedReadKey(path));
    await saveReadAnswer(path, keepLocalWork(previous?.data, data));
  });
}
