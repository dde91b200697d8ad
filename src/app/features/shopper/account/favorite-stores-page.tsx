import { Link } from '@tanstack/react-router';
import { unfollowStore } from '../../../../data/mutations';
import { messages } from '../../../../domain/messages';
import { toastError } from '../../../stores/toast-store';
import { ListSkeleton, PageHeader } from '../../../ui/page-state';
import { useFavoriteStores } from '../data/favorite-stores';

export function FavoriteStoresPage() {
  const items = useFavoriteStores();
  return (
    <div className="page">
      <PageHeader title="Lojas favoritas">
        <p>Você recebe avisos das promoções das lojas que segue.</p>
      </PageHeader>
      {items === undefined ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <p className="empty">
          Você ainda não segue nenhuma loja. <Link to="/stores">Ver lojas</Link>
        </p>
      ) : (
        <ul className="store-list">
          {items.map(({ favorite, store }) => {
            const name = store?.name ?? `Loja ${favorite.storeId}`;
            return (
              <li key={favorite.storeId} className="store-row">
                <Link to="/stores/$id" params={{ id: String(favorite.storeId) }}>
                  {name}
                </Link>
                {favorite.pendingMutationId && <span className="pending">{messages.request.pending}</span>}
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() =>
                    unfollowStore(favorite.storeId).catch((e: Error) =>
                      toastError(messages.consumer.errorTitle, e.message),
                    )
                  }
                >
                  Deixar de seguir<span className="visually-hidden"> {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
