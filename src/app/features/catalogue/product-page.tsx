import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { recordRecentlyViewed } from '../../../data/sync/recently-viewed';
import { Price } from '../../ui/price';
import { useProduct } from './use-product';

function stockText(stock: number | null, status: string): string {
  if (status === 'OUT_OF_STOCK' || stock === 0) return 'Esgotado';
  if (stock === null) return 'Disponível';
  if (stock <= 5) return `Últimas ${stock} unidades`;
  return `${stock} em estoque`;
}

export function ProductPage({ id }: { id: number }) {
  const load = useProduct(id);
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
        <p>Este produto ainda não foi aberto neste aparelho, então não há uma cópia salva para mostrar offline.</p>
        <p>Assim que a conexão voltar, ele aparece aqui. Enquanto isso, veja os produtos que já foram carregados.</p>
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
  if (load.state === 'error') {
    return (
      <section className="page page--centered" role="alert">
        <h1>Não foi possível carregar o produto</h1>
        <p>{load.message}</p>
      </section>
    );
  }

  const { product } = load;
  return (
    <article className="page product-detail" aria-labelledby="product-title">
      <div className="product-detail__gallery">
        {product.images.length > 0 ? (
          product.images.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={index === 0 ? product.name : `${product.name}, foto ${index + 1}`}
              width={480}
              height={360}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ))
        ) : (
          <div className="product-detail__no-image">Sem foto</div>
        )}
      </div>
      <div className="product-detail__info">
        <h1 id="product-title">{product.name}</h1>
        <p className="product-detail__store">
          Vendido por <a href={`/stores/${product.storeId}`}>{product.storeName}</a>
        </p>
        <Price price={product.price} discountedPrice={product.discountedPrice} />
        <p className="product-detail__stock">{stockText(product.stock, product.status)}</p>
        {product.description && <p className="product-detail__description">{product.description}</p>}
      </div>
    </article>
  );
}
