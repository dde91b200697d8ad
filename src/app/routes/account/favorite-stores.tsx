import { createFileRoute } from '@tanstack/react-router';
import { FavoriteStoresPage } from '../../features/shopper/account/favorite-stores-page';

export const Route = createFileRoute('/account/favorite-stores')({ component: FavoriteStoresPage });
