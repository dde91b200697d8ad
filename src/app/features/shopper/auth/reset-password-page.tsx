import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { resetPassword } from '../../../../data/session';
import { registrationSchema } from '../../../../domain/user';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';

const passwordOnly = registrationSchema.shape.password;

export function ResetPasswordPage({ token }: { token?: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  if (!token) {
    return (
      <div className="page page--narrow">
        <h1>Link inválido</h1>
        <p>Este link de redefinição está incompleto. Peça um novo link.</p>
        <Link to="/forgot-password" className="button">
          Pedir novo link
        </Link>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>Criar nova senha</h1>
      <form
        className="form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const parsed = passwordOnly.safeParse(password);
          const next = {
            password: parsed.success ? undefined : parsed.error.issues[0]?.message,
            confirm: password === confirm ? undefined : 'As senhas não conferem',
          };
          setErrors(next);
          if (next.password || next.confirm) return;
          setBusy(true);
          try {
            await resetPassword(token, password);
            toastSuccess('Senha alterada', 'Entre com a nova senha.');
            await navigate({ to: '/login' });
          } catch (e) {
            toastError('Erro', (e as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirme a nova senha"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          Salvar nova senha
        </button>
      </form>
    </div>
  );
}
