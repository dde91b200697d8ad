import { ConflictView } from './conflict-view';
import { type RefusedWrite, refusedBody, type SellerStoreRow, storeEditPath } from './data';
import { STORE_FIELD_LABELS, showStoreValue } from './stores/store-values';

const CHANGE_LABELS = { '': 'Edição da loja', '/location': 'Edição da localização' } as const;

/**
 * A store edit queued on this device that lost to a newer version saved elsewhere: the fields the seller
 * changed beside the server's current values of the same fields (the store form and the location page).
 */
export function StoreComparison({ store, refused }: { store: SellerStoreRow; refused: RefusedWrite }) {
  const body = refusedBody(refused);
  const known = Object.keys(body).filter((key) => key in STORE_FIELD_LABELS);
  const mineOf = (key: string) => showStoreValue(key, body[key]);
  const theirsOf = (key: string) => showStoreValue(key, store[key as keyof SellerStoreRow]);
  // A details edit carries every field of the form: show those where the two versions differ.
  const differing = known.filter((key) => mineOf(key) !== theirsOf(key));
  const keys = differing.length > 0 ? differing : known;
  const label = (key: string) => STORE_FIELD_LABELS[key as keyof typeof STORE_FIELD_LABELS] ?? key;
  return (
    <ConflictView
      change={CHANGE_LABELS[storeEditPath(refused)]}
      mine={keys.map((key) => [label(key), mineOf(key)] as const)}
      theirs={keys.map((key) => [label(key), theirsOf(key)] as const)}
    />
  );
}
