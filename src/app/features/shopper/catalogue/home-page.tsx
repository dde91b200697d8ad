import { Link } from '@tanstack/react-router';
import { ListView } from '../../../ui/list-view';
import { ProductGrid, ProductGridSkeleton } from '../../../ui/product-card';
import {
  useBanners,
  useCatalogueProducts,
  useCategories,
  useFlashPromotions,
  useHighlights,
} from '../data/home';
import { BannerStrip } from './banner-strip';
import { FlashPromotionList } from './flash-promotion-list';
import { NearbyStores } from './nearby-stores';
import { RecentlyViewed } from './recently-viewed';
import './catalogue.css';

export function HomePage() {
  const banners = useBanners();
  const highlights = useHighlights();
  const categories = useCategories();
  const promotions = useFlashPromotions(4);
  const products = useCatalogueProducts();

  return (
    <div className="page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">A feira livre no seu celular</h1>
        <p>Veja o que as barracas têm hoje, reserve e retire na hora — mesmo com sinal fraco.</p>
      </section>

      {banners === undefined ? (
        <div className="section banner-skeleton" aria-hidden="true" />
      ) : (
        banners.length > 0 && (
          <section aria-label="Novidades da feira" className="section">
            <BannerStrip banners={banners} />
          </section>
        )
      )}

      <section aria-labelledby="highlights-title" className="section">
        <h2 id="highlights-title">Destaques da feira</h2>
        <ListView
          items={highlights}
          loading={<ProductGridSkeleton count={4} layout="shelf" />}
          empty={<p className="empty shelf-empty product-shelf">Nenhum destaque por enquanto.</p>}
        >
          {(list) => <ProductGrid products={list.slice(0, 8)} eagerCount={2} layout="shelf" />}
        </ListView>
      </section>

      <section aria-labelledby="categories-title" className="section">
        <h2 id="categories-title">Categorias</h2>
        <ListView
          items={categories}
          loading={<div className="chips chips--shelf chips--skeleton" aria-hidden="true" />}
          empty={
            <p className="empty shelf-empty chips--shelf">
              As categorias aparecem assim que a conexão voltar.
            </p>
          }
        >
          {(list) => (
            <ul className="chips chips--shelf">
              {list.map((category) => (
                <li key={category.slug}>
                  <Link className="chip" to="/categories/$category" params={{ category: category.slug }}>
                    {category.label}
                    <span className="chip__count">
                      {category.productCount}
                      <span className="visually-hidden"> produtos</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </section>

      <section aria-labelledby="flash-title" className="section">
        <div className="section__head">
          <h2 id="flash-title">Promoções relâmpago</h2>
          <Link to="/promotions">Ver todas</Link>
        </div>
        <ListView
          items={promotions}
          loading={
            <ul className="shelf promo-shelf" aria-hidden="true">
              <li className="promo-card product-card--skeleton" />
              <li className="promo-card product-card--skeleton" />
            </ul>
          }
          empty={
            <p className="empty shelf-empty promo-shelf">Nenhuma promoção ativa agora. Volte mais tarde!</p>
          }
        >
          {(list) => <FlashPromotionList items={list} layout="shelf" />}
        </ListView>
      </section>

      <NearbyStores />
      <RecentlyViewed />

      <section aria-labelledby="products-title" className="section">
        <h2 id="products-title">Produtos</h2>
        <ListView
          items={products}
          loading={<ProductGridSkeleton />}
          empty="Nenhum produto carregado ainda. Conecte-se à internet para ver a feira."
        >
          {(list) => <ProductGrid products={list} />}
        </ListView>
      </section>
    </div>
  );
}
