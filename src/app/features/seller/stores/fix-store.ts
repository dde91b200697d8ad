import { useNavigate } from '@tanstack/react-router';
import { type SellerStoreRow, storeEditPath } from '../data';

/** Where the seller fixes a refused change of a store: the form it came from (details or location). */
export function useFixStore() {
  const navigate = useNavigate();
  return (store: SellerStoreRow, refused: { url: string } | undefined) =>
    refused && storeEditPath(refused) === '/location'
      ? navigate({ to: '/seller/settings/location', search: { storeId: store.id } })
      : navigate({ to: '/seller/stores/$storeId/edit', params: { storeId: String(store.id) } });
}
