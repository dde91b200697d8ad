import { createFileRoute } from '@tanstack/react-router';
import { SellerShell } from '../../features/seller/seller-shell';

/** The seller area: its guard and its layout (code-split: loaded only when a /seller path opens). */
export const Route = createFileRoute('/seller')({ component: SellerShell });
