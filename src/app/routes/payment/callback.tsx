import { createFileRoute } from '@tanstack/react-router';
import { PaymentCallbackPage } from '../../features/seller/subscription/callback-page';

export const Route = createFileRoute('/payment/callback')({
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' && search.session_id !== ''
      ? { session_id: search.session_id }
      : {},
  component: function PaymentCallbackRoute() {
    const { session_id } = Route.useSearch();
    return <PaymentCallbackPage sessionId={session_id ?? null} />;
  },
});
