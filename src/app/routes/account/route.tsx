import { createFileRoute } from '@tanstack/react-router';
import { RequireUser } from '../../features/shopper/account/require-user';

export const Route = createFileRoute('/account')({ component: RequireUser });
