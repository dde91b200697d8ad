import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../features/shopper/catalogue/categories-page';

export const Route = createFileRoute('/categories/')({ component: CategoriesPage });
