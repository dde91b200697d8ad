import { ConflictView } from '../conflict-view';
import { discardStoreConflict, reapplyStoreConflict, type SellerStoreRow } from '../data';
import { STORE_FIELD_LABELS, showStoreValue } from './store-values';

const CHANGE_LABELS = { '': 'Edição da loja', '/location': 'Edição da localização' } as const;

/**
 * A store edit queued on this device that lost to a newer version saved elsewhere: the fields the seller
 * changed beside the server's current values of the same fields, and the seller chooses.
 */
export function StoreConflict({ store }: { store: SellerStoreRow }) {
  const conflict = store.conflict;
  if (!conflict) return null;
  const known = Object.keys(conflict.body).filter((key) => key in STORE_FIELD_LABELS);
  const mineOf = (key: string) => showStoreValue(key, conflict.body[key]);
  const theirsOf = (key: string) => showStoreValue(key, store[key as keyof SellerStoreRow]);
  // A details edit carries every field of the form: show those where the two versions differ.
  const differing = known.filter((key) => mineOf(key) !== theirsOf(key));
  const keys = differing.length > 0 ? differing : known;
  const label = (key: string) => STORE_FIELD_LABELS[key as keyof typeof STORE_FIELD_LABELS] ?? key;
  return (
    <ConflictView
      id="store-conflict-title"
      message={conflict.message}
      change={CHANGE_LABELS[conflict.path ?? '']}
      mine={keys.map((key) => [label(key), mineOf(key)] as const)}
      theirs={keys.map((key) => [label(key), theirsOf(key)] as const)}
      onApply={() => reapplyStoreConflict(store)}
      onKeep={() => discardStoreConflict(store)}
    />
  );
}
