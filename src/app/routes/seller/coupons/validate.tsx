import { createFileRoute } from '@tanstack/react-router';
import { ValidatePage } from '../../../features/seller/validate/validate-page';

export const Route = createFileRoute('/seller/coupons/validate')({ component: ValidatePage });
