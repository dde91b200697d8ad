import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { requestPasswordReset } from '../../../../data/session';
import { loginSchema } from '../../../../domain/user';
import { toastError } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';

const emailOnly = loginSchema.pick({ email: true });

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="page page--narrow">
      <h1>Esqueci minha senha</h1>
      {sent ? (
        <p role="status">
          Se existir uma conta com esse e-mail, enviamos um link para criar uma nova senha. Confira sua caixa
          de entrada e o spam.
        </p>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const parsed = emailOnly.safeParse({ email });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message);
              return;
            }
            setError(undefined);
            setBusy(true);
            try {
              await requestPasswordReset(parsed.data.email);
              setSent(true);
            } catch (e) {
              toastError('Erro', (e as Error).message);
            } finally {
              setBusy(false);
            }
          }}
        >
          <p>Informe o e-mail da sua conta para receber o link de redefinição.</p>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            Enviar link
          </button>
        </form>
      )}
      <p>
        <Link to="/login">Voltar para o login</Link>
      </p>
    </div>
  );
}
