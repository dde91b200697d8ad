import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/shopper/catalogue/home-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});
