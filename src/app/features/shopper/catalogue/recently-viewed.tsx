import { ProductGrid } from '../../../ui/product-card';
import { useRecentlyViewed } from '../data';

export function RecentlyViewed() {
  const products = useRecentlyViewed();
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby="recent-title" className="section">
      <h2 id="recent-title">Vistos recentemente</h2>
      <ProductGrid products={products} />
    </section>
  );
}
