import { Link } from '@tanstack/react-router';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../../../data/http';
import { type ValidationResult, validateRedemptionCode } from '../../../../data/mutations';
import { getSession, subscribeSession } from '../../../../data/session';
import { COUPON } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { useSyncedCodeCount } from '../data/validations';
import { ValidateHowTo } from './how-to';
import { OfflineValidations } from './offline-validations';
import { ValidationCard } from './validation-card';

const v = messages.validation;

/** /seller/coupons/validate (spec 000 §2 and §5 "Validate code"), online or against synced codes offline. */
export function ValidatePage() {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const synced = useSyncedCodeCount();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ValidationResult | null>(null);

  if (session.status === 'loading') return <p role="status">Carregando…</p>;
  if (!session.user?.isSeller) {
    return (
      <section className="card">
        <h1>Validar cupom</h1>
        <p>Esta área é dos lojistas. Entre com uma conta de lojista para validar cupons.</p>
        <Link to="/login" className="button">
          Entrar
        </Link>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      toastError(v.codeRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await validateRedemptionCode(code);
      setResult(answer);
      toastSuccess(v.validated, answer.offline ? answer.message : undefined);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : v.connectionRetry);
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setResult(null);
    setCode('');
    setError(null);
  }

  return (
    <div className="validate-page">
      <p>
        {/* Plain link: the coupon list route belongs to the seller area being built in parallel. */}
        <a href="/seller/coupons">← Voltar para Meus Cupons</a>
      </p>
      <h1>Validar cupom</h1>
      {result ? (
        <ValidationCard result={result} onReset={reset} />
      ) : (
        <>
          <form className="card validate-form" onSubmit={submit} noValidate>
            <label htmlFor="validation-code">Código de validação</label>
            <input
              id="validation-code"
              name="validationCode"
              value={code}
              maxLength={COUPON.validationCodeMaxLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => setCode(e.target.value.toUpperCase().slice(0, COUPON.validationCodeMaxLength))}
            />
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Validando…' : 'Validar'}
            </button>
            <p className="muted">{synced} códigos disponíveis para validação offline neste aparelho.</p>
          </form>
          {error && (
            <div className="alert alert--error" role="alert">
              <span>{error}</span>
              <button type="button" className="button button--small" onClick={() => setError(null)}>
                Limpar erro
              </button>
            </div>
          )}
          <ValidateHowTo />
        </>
      )}
      <OfflineValidations />
    </div>
  );
}
