import { db } from '../../../../data/db';
import type { ProductWire } from '../../../../domain/api/catalogue';
import { messages } from '../../../../domain/messages';
import { useLiveRead } from '../../../reads/live-read';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { useRequireSignIn } from '../../../ui/use-require-sign-in';
import { addToWishlist, removeFromWishlist } from './commands';

/** Wishlist state of one product and its toggle (optimistic in the data layer, spec 000 §4). */
export function useWishlistToggle(product: ProductWire | null) {
  const requireSignIn = useRequireSignIn();
  const row = useLiveRead(
    async () => (product ? ((await db.wishlist.get(product.id)) ?? null) : null),
    [product?.id],
  );
  const inWishlist = row !== null && row !== undefined;
  const toggle = async () => {
    if (!product || !requireSignIn()) return;
    if (inWishlist) {
      try {
        await removeFromWishlist(product.id);
        toastSuccess(messages.success.removed);
      } catch {
        toastError(messages.consumer.errorTitle, messages.consumer.wishlistRemoveFailed);
      }
    } else {
      try {
        await addToWishlist(product);
        toastSuccess(messages.success.added);
      } catch {
        toastError(messages.consumer.errorTitle, messages.consumer.wishlistAddFailed);
      }
    }
  };
  // Unknown until this device's copy has been read (and on a server-rendered page until it has hydrated):
  // the button waits instead of taking a click that would toggle the wrong way or be lost.
  return { inWishlist, known: row !== undefined, pending: Boolean(row?.pendingMutationId), toggle };
}
