import { Link } from '@tanstack/react-router';
import { removeFromWishlist } from '../../../../data/mutations';
import { formatBRL } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { effectivePrice } from '../../../../domain/product/pricing';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { ListSkeleton, PageHeader } from '../../../ui/page-state';
import { useWishlist } from '../data/account-lists';

export function WishlistPage() {
  const items = useWishlist();
  return (
    <div className="page">
      <PageHeader title="Lista de desejos" />
      {items === undefined ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <p className="empty">
          Sua lista está vazia. Toque no coração de um produto para guardá-lo aqui.{' '}
          <Link to="/products">Ver produtos</Link>
        </p>
      ) : (
        <ul className="wish-list">
          {items.map(({ row, product }) => {
            const name = product?.name ?? row.product?.name ?? `Produto ${row.productId}`;
            const image = product?.images[0] ?? row.product?.images[0];
            const price = product ? effectivePrice(product) : row.product?.price;
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
                  {row.pendingMutationId && <p className="pending">{messages.request.pending}</p>}
                </div>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={async () => {
                    try {
                      await removeFromWishlist(row.productId);
                      toastSuccess(messages.success.removed);
                    } catch {
                      toastError(messages.consumer.errorTitle, messages.consumer.wishlistRemoveFailed);
                    }
                  }}
                >
                  Remover da lista de desejos<span className="visually-hidden">: {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
