import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../features/shopper/account/wishlist-page';

export const Route = createFileRoute('/account/wishlist')({ component: WishlistPage });
