import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { billingMessages } from '../../../../domain/billing';
import { AreaGuard } from '../../../layout/area-shell';
import { ErrorState, PageHeader } from '../../../ui/page-state';
import { type CheckoutStatus, useCheckoutStatus } from '../data';
import './subscription.css';

/** Between two reads while the provider's webhook is on its way; a minute in all, then the seller decides. */
const POLL_MS = 2_000;
const MAX_POLLS = 30;

const ICONS: Record<CheckoutStatus['status'], string> = { success: '✓', pending: '…', failure: '✕' };
const TITLES: Record<CheckoutStatus['status'], string> = {
  success: 'Pagamento aprovado',
  pending: 'Pagamento em confirmação',
  failure: 'Pagamento não concluído',
};

/**
 * /payment/callback?session_id=…: where the provider sends the browser back. What the URL says is never taken
 * as the result: the page asks the server, whose answer comes from the verified webhook, and asks again while
 * the payment is being confirmed.
 */
function CallbackResult({ sessionId }: { sessionId: string }) {
  const read = useCheckoutStatus(sessionId);
  const result = read.data ?? null;
  const error = read.error;
  const { refresh } = read;
  // Automatic reads while the payment is pending, counted from the first; a tap asks once more.
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (result?.status !== 'pending' || polls >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      setPolls((p) => p + 1);
      refresh();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [result, polls, refresh]);

  if (error && !result) {
    return <ErrorState title="Não foi possível consultar o pagamento" message={error} onRetry={refresh} />;
  }
  if (!result) return <p aria-busy="true">Consultando o resultado do pagamento…</p>;
  return (
    <div className={`payment-result payment-result--${result.status}`} role="status">
      <p className="payment-result__icon" aria-hidden="true">
        {ICONS[result.status]}
      </p>
      <h2>{TITLES[result.status]}</h2>
      <p>{result.message}</p>
      {result.status === 'pending' && (
        <button type="button" className="button button--ghost" onClick={refresh}>
          Verificar novamente
        </button>
      )}
      <p>
        <Link to="/seller/subscription" className="button">
          {result.status === 'failure' ? 'Voltar aos planos' : 'Ver minha assinatura'}
        </Link>
      </p>
    </div>
  );
}

export function PaymentCallbackPage({ sessionId }: { sessionId: string | null }) {
  return (
    <div className="page page--narrow">
      <PageHeader title="Resultado do pagamento" />
      {sessionId === null ? (
        <ErrorState title={billingMessages.checkoutNotFound} />
      ) : (
        <AreaGuard prefix="/payment" signIn="/login">
          <CallbackResult sessionId={sessionId} />
        </AreaGuard>
      )}
    </div>
  );
}
