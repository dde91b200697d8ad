import { createFileRoute } from '@tanstack/react-router';
import { StoreFormPage } from '../../../features/seller/stores/store-form-page';

export const Route = createFileRoute('/seller/stores/add-store')({ component: () => <StoreFormPage /> });
