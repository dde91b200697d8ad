import { Link } from '@tanstack/react-router';
import { formatBRL } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { ListView, PendingMarker } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { ActionButton } from '../../../ui/row-actions';
import { removeFromWishlist, useWishlist } from '../data';
import './account.css';

export function WishlistPage() {
  const items = useWishlist();
  return (
    <div className="page">
      <PageHeader title={messages.screens.wishlist} />
      <ListView
        items={items}
        empty={
          <p className="empty">
            Sua lista está vazia. Toque no coração de um produto para guardá-lo aqui.{' '}
            <Link to="/products">Ver produtos</Link>
          </p>
        }
      >
        {(rows) => (
          <ul className="wish-list">
            {rows.map(({ row, product }) => {
              const name = product?.name ?? row.product?.name ?? `Produto ${row.productId}`;
              const image = product?.images[0] ?? row.product?.images[0];
              const price = product ? product.effectivePrice : row.product?.price;
              return (
                <li key={row.productId} className="wish-item">
                  {image ? (
                    <img src={image} alt="" width={80} height={60} loading="lazy" />
                  ) : (
                    <span className="wish-item__placeholder" />
                  )}
                  <div>
                    <p className="wish-item__name">
                      <Link to="/products/$id" params={{ id: String(row.productId) }}>
                        {name}
                      </Link>
                    </p>
                    {price !== undefined && <p>{formatBRL(price)}</p>}
                    <PendingMarker pending={row.pendingMutationId} />
                  </div>
                  <ActionButton
                    onAction={() => removeFromWishlist(row.productId)}
                    texts={{
                      success: messages.success.removed,
                      failure: messages.consumer.wishlistRemoveFailed,
                    }}
                  >
                    Remover da lista de desejos<span className="visually-hidden">: {name}</span>
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
