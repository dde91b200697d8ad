import { Link } from '@tanstack/react-router';
import { memo, useMemo } from 'react';
import type { CategoryWire } from '../../../../domain/api/catalogue';
import { Later } from '../../../ssr/hydration';
import { ProductGrid, ProductGridSkeleton } from '../../../ui/product-card';
import { useBanners, useCatalogueProducts, useCategories, useFlashPromotions, useHighlights } from '../data';
import { BannerStrip } from './banner-strip';
import { FlashPromotionList } from './flash-promotion-list';
import { NearbyStores } from './nearby-stores';
import { RecentlyViewed } from './recently-viewed';

/**
 * The first route: its lists are written out rather than through ui/list-view (the list kit's chunk would
 * grow the first route past its 120 KB budget, tests/e2e/bundle-budget.spec.ts).
 */
export function HomePage() {
  const banners = useBanners();
  const highlights = useHighlights();
  // The same array while the highlights are the same: the shelf's cards render again only when they change.
  const shelf = useMemo(() => highlights?.slice(0, 8), [highlights]);
  const categories = useCategories();
  const promotions = useFlashPromotions(4);
  const products = useCatalogueProducts();

  return (
    <div className="page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">A feira livre no seu celular</h1>
        <p>Veja o que as barracas têm hoje, reserve e retire na hora — mesmo com sinal fraco.</p>
      </section>

      {/* One key for the skeleton and the strip: the strip takes the skeleton's place, never a sibling's. */}
      {banners === undefined ? (
        <div key="banners" className="section banner-skeleton" aria-hidden="true" />
      ) : (
        banners.length > 0 && (
          <section key="banners" aria-label="Novidades da feira" className="section">
            <BannerStrip banners={banners} />
          </section>
        )
      )}

      <section aria-labelledby="highlights-title" className="section">
        <h2 id="highlights-title">Destaques da feira</h2>
        {shelf === undefined ? (
          <ProductGridSkeleton count={4} layout="shelf" />
        ) : shelf.length === 0 ? (
          <p className="empty shelf-empty product-shelf">Nenhum destaque por enquanto.</p>
        ) : (
          <ProductGrid products={shelf} eagerCount={2} layout="shelf" />
        )}
      </section>

      <section aria-labelledby="categories-title" className="section">
        <h2 id="categories-title">Categorias</h2>
        {categories === undefined ? (
          <div className="chips chips--shelf chips--skeleton" aria-hidden="true" />
        ) : categories.length === 0 ? (
          <p className="empty shelf-empty chips--shelf">As categorias aparecem assim que a conexão voltar.</p>
        ) : (
          <Later>
            <CategoryChips categories={categories} />
          </Later>
        )}
      </section>

      <section aria-labelledby="flash-title" className="section">
        <div className="section__head">
          <h2 id="flash-title">Promoções relâmpago</h2>
          <Link to="/promotions">Ver todas</Link>
        </div>
        {promotions === undefined ? (
          <ul className="shelf promo-shelf" aria-hidden="true">
            <li className="promo-card product-card--skeleton" />
            <li className="promo-card product-card--skeleton" />
          </ul>
        ) : promotions.length === 0 ? (
          <p className="empty shelf-empty promo-shelf">Nenhuma promoção ativa agora. Volte mais tarde!</p>
        ) : (
          <Later>
            <FlashPromotionList items={promotions} layout="shelf" />
          </Later>
        )}
      </section>

      <Later>
        <NearbyStores />
      </Later>
      <RecentlyViewed />

      <section aria-labelledby="products-title" className="section home-products">
        <h2 id="products-title">Produtos</h2>
        {products === undefined ? (
          <ProductGridSkeleton />
        ) : products.length === 0 ? (
          <p className="empty">Nenhum produto carregado ainda. Conecte-se à internet para ver a feira.</p>
        ) : (
          <ProductGrid products={products} />
        )}
      </section>
    </div>
  );
}

const CategoryChips = memo(function CategoryChips({ categories }: { categories: readonly CategoryWire[] }) {
  return (
    <ul className="chips chips--shelf">
      {categories.map((category) => (
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
  );
});
