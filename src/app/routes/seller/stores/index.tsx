import { createFileRoute } from '@tanstack/react-router';
import { StoresPage } from '../../../features/seller/stores/stores-page';

export const Route = createFileRoute('/seller/stores/')({ component: StoresPage });
