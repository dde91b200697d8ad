import { createFileRoute } from '@tanstack/react-router';
import { StoresPage } from '../../features/shopper/stores/stores-page';

export const Route = createFileRoute('/stores/')({ component: StoresPage });
