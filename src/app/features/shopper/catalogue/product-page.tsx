import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductWire } from '../../../../domain/api/catalogue';
import { isSignificantDiscount } from '../../../../domain/product/discount';
import { productFailureMessages } from '../../../../domain/product/failure-messages';
import { reservationHoldTexts } from '../../../../domain/reservation-texts';
import { HeartIcon } from '../../../ui/icons';
import { PendingMarker } from '../../../ui/list-view';
import { Price } from '../../../ui/price';
import { useRequireSignIn } from '../../../ui/use-require-sign-in';
import { recordRecentlyViewed, useProduct, useRealtimeChannel, useWishlistToggle } from '../data';
import { ProductGallery } from './product-gallery';
import { shareProduct } from './share-product';
import './catalogue.css';

// The reservation form (its schema, the form kit) loads when the shopper opens it, not with the page.
const ReserveDialog = lazy(() => import('./reserve-dialog').then((m) => ({ default: m.ReserveDialog })));

/** From the answer's availability (spec 001 §3's derived stock: low is 1–5 units, 1–10 highlighted). */
function stockText({ stock, status, availability }: ProductWire): string {
  if (status === 'OUT_OF_STOCK' || availability.isOutOfStock) return 'Esgotado';
  if (stock === null) return 'Disponível';
  if (availability.isLow) return `Últimas ${stock} unidades`;
  return `${stock} em estoque`;
}

export function ProductPage({ id }: { id: number }) {
  const load = useProduct(id);
  const product = load.state === 'ready' ? load.product : null;
  const wishlist = useWishlistToggle(product);
  const requireSignIn = useRequireSignIn();
  const [reserving, setReserving] = useState(false);
  useRealtimeChannel(product ? `store:${product.storeId}` : null);
  useEffect(() => {
    if (load.state === 'ready') void recordRecentlyViewed(id);
  }, [load.state, id]);

  if (load.state === 'loading') {
    return (
      <div className="page" aria-busy="true">
        <div className="product-detail product-detail--skeleton" />
      </div>
    );
  }
  if (load.state === 'offline') {
    return (
      <section className="page page--centered" aria-labelledby="offline-title">
        <h1 id="offline-title">Você está sem conexão</h1>
        <p>
          Este produto ainda não foi aberto neste aparelho, então não há uma cópia salva para mostrar offline.
        </p>
        <p>
          Assim que a conexão voltar, ele aparece aqui. Enquanto isso, veja os produtos que já foram
          carregados.
        </p>
        <Link to="/" className="button">
          Ver produtos salvos
        </Link>
      </section>
    );
  }
  if (load.state === 'not-found') {
    return (
      <section className="page page--centered" aria-labelledby="missing-title">
        <h1 id="missing-title">Produto não encontrado</h1>
        <p>Este produto não está mais disponível na feira.</p>
        <Link to="/" className="button">
          Voltar para o início
        </Link>
      </section>
    );
  }
  if (load.state === 'error' || !product) {
    return (
      <section className="page page--centered" role="alert">
        <h1>{productFailureMessages.load}</h1>
        <p>{load.state === 'error' ? load.message : ''}</p>
      </section>
    );
  }

  const forSale = product.isAvailableForSale;
  return (
    <article className="page product-detail" aria-labelledby="product-title">
      <div className="product-detail__gallery">
        <ProductGallery name={product.name} images={product.imageDetails} />
      </div>
      <div className="product-detail__info">
        <h1 id="product-title">{product.name}</h1>
        <p className="product-detail__store">
          Vendido por{' '}
          <Link to="/stores/$id" params={{ id: String(product.storeId) }}>
            {product.storeName}
          </Link>
        </p>
        <p className="product-detail__price">
          <Price price={product.price} discountedPrice={product.discountedPrice} />
          {isSignificantDiscount(product.discountPercentage) && (
            <span className="tag tag--discount">-{Math.round(product.discountPercentage)}%</span>
          )}
        </p>
        <p className="product-detail__stock">{stockText(product)}</p>
        <div className="product-detail__actions">
          <button
            type="button"
            className="button"
            disabled={!forSale}
            onClick={() => {
              if (requireSignIn()) setReserving(true);
            }}
          >
            Reservar
          </button>
          <button
            type="button"
            className={`button button--ghost ${wishlist.inWishlist ? 'button--active' : ''}`}
            disabled={!wishlist.known}
            onClick={() => void wishlist.toggle()}
          >
            <HeartIcon filled={wishlist.inWishlist} />
            {wishlist.inWishlist ? 'Remover da lista de desejos' : 'Adicionar à lista de desejos'}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void shareProduct(product, window.location.href)}
          >
            Compartilhar
          </button>
        </div>
        <PendingMarker pending={wishlist.pending} />
        <p className="product-detail__hint">{reservationHoldTexts.productHint}</p>
        {product.description && <p className="product-detail__description">{product.description}</p>}
      </div>
      {reserving && (
        <Suspense fallback={null}>
          <ReserveDialog product={product} onClose={() => setReserving(false)} />
        </Suspense>
      )}
    </article>
  );
}
