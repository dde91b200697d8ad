import { responsiveImage } from '../../../../domain/image/responsive';
import { messages } from '../../../../domain/messages';
import { productFailureMessages } from '../../../../domain/product/failure-messages';
import { storeAvailabilityMessages } from '../../../../domain/store-availability';
import { ListView } from '../../../ui/list-view';
import { BackLink, ErrorState, ListSkeleton } from '../../../ui/page-state';
import { ProductGrid, ProductGridSkeleton } from '../../../ui/product-card';
import { useOnline } from '../../../ui/use-online';
import { useRealtimeChannel, useStore, useStoreProducts, useStoreRead } from '../data';
import { FollowButton } from './follow-button';
import { StoreCoupons } from './store-coupons';

export function StorePage({ id }: { id: number }) {
  const online = useOnline();
  const read = useStoreRead(id);
  useRealtimeChannel(`store:${id}`);
  const store = useStore(id, read.status === 'ready' && !read.data);
  const { products, listed } = useStoreProducts(id, read.error !== null);
  // The store's own read failed with the network up: its whole shelf could not be loaded.
  const shelfFailed = !listed && online && read.error !== null;

  if (store === undefined || (store === null && read.status === 'loading')) {
    return (
      <div className="page" aria-busy="true">
        <ListSkeleton rows={2} />
        <ProductGridSkeleton count={4} />
      </div>
    );
  }
  if (store === null) {
    return (
      <section className="page page--centered">
        <h1>{online ? messages.screens.storeNotFound : 'Você está sem conexão'}</h1>
        {read.error !== null && online ? (
          <ErrorState title={messages.screens.storeLoadFailed} message={read.error} />
        ) : (
          <p>{online ? 'Esta loja não existe mais.' : 'Esta loja ainda não foi aberta neste aparelho.'}</p>
        )}
        <BackLink to="/stores">Ver todas as lojas</BackLink>
      </section>
    );
  }
  return (
    <div className="page">
      <BackLink to="/stores">Lojas</BackLink>
      <header className="store-header">
        {store.coverUrl && (
          <img
            className="store-header__cover"
            alt=""
            width={960}
            height={240}
            // The whole width of .main (1200 px at most, 0.75 rem padding each side).
            {...responsiveImage(store.coverUrl, '(min-width: 1200px) 1176px, calc(100vw - 1.5rem)')}
          />
        )}
        <h1>{store.name}</h1>
        <p>{[store.address, store.neighborhood, store.city].filter(Boolean).join(', ')}</p>
        {store.opensAt && store.closesAt && (
          <p>
            Horário: {store.opensAt} às {store.closesAt}
          </p>
        )}
        {store.description && <p>{store.description}</p>}
        <FollowButton storeId={store.id} />
      </header>
      {!store.isActive ? (
        // Suspended by the admin or closed by the seller: the realtime delta flips this on an open page.
        <section className="section" role="status">
          <h2>{storeAvailabilityMessages.unavailableTitle}</h2>
          <p>{storeAvailabilityMessages.unavailable}</p>
        </section>
      ) : (
        <>
          <StoreCoupons storeId={store.id} />
          <section aria-labelledby="store-products-title" className="section">
            <h2 id="store-products-title">Produtos</h2>
            {shelfFailed && (
              <ErrorState
                title={productFailureMessages.loadStoreProducts}
                message={read.error ?? undefined}
                onRetry={read.refresh}
              />
            )}
            {/* What this device already knows of the shelf stays on screen under the failure. */}
            {!(shelfFailed && !products?.length) && (
              <ListView
                items={products}
                loading={<ProductGridSkeleton count={4} />}
                empty={emptyShelf(listed, online)}
              >
                {(list) => <ProductGrid products={list} />}
              </ListView>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/**
 * An empty shelf says why: the store's list reached this device and has nothing for sale, or it never did
 * (offline before the store was opened here, or its read failed).
 */
function emptyShelf(listed: boolean, online: boolean): string {
  if (listed) return 'Esta loja ainda não tem produtos à venda.';
  return online
    ? 'Não foi possível carregar os produtos desta loja. Tente novamente em instantes.'
    : 'Os produtos desta loja ainda não foram abertos neste aparelho. Conecte-se para vê-los.';
}
