import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '../../features/shopper/catalogue/product-page';

export const Route = createFileRoute('/products/$id')({
  component: function ProductRoute() {
    const { id } = Route.useParams();
    return <ProductPage id={Number(id)} />;
  },
});
