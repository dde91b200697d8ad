import { Link } from '@tanstack/react-router';
import { ListView, PendingMarker } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { ActionButton } from '../../../ui/row-actions';
import { unfollowStore, useFavoriteStores } from '../data';
import './account.css';

export function FavoriteStoresPage() {
  const items = useFavoriteStores();
  return (
    <div className="page">
      <PageHeader title="Lojas favoritas">
        <p>Você recebe avisos das promoções das lojas que segue.</p>
      </PageHeader>
      <ListView
        items={items}
        empty={
          <p className="empty">
            Você ainda não segue nenhuma loja. <Link to="/stores">Ver lojas</Link>
          </p>
        }
      >
        {(rows) => (
          <ul className="store-list">
            {rows.map(({ favorite, store }) => {
              const name = store?.name ?? `Loja ${favorite.storeId}`;
              return (
                <li key={favorite.storeId} className="store-row">
                  <Link to="/stores/$id" params={{ id: String(favorite.storeId) }}>
                    {name}
                  </Link>
                  <PendingMarker pending={favorite.pendingMutationId} inline />
                  <ActionButton onAction={() => unfollowStore(favorite.storeId)}>
                    Deixar de seguir<span className="visually-hidden"> {name}</span>
                  </ActionButton>
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </div>
  );
}
