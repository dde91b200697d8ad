import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { login } from '../../../../data/session';
import { messages } from '../../../../domain/messages';
import { loginSchema } from '../../../../domain/user';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { safeRedirect } from './safe-redirect';

export function LoginPage({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '' });
  const { errors, busy, run } = useValidatedSubmit(loginSchema, async (data) => {
    try {
      await login(data.email, data.password);
      toastSuccess(messages.auth.loginSuccess);
      await navigate({ to: safeRedirect(redirect) });
    } catch (e) {
      toastError(messages.auth.loginErrorTitle, (e as Error).message || messages.auth.loginErrorDefault);
    }
  });

  return (
    <div className="page page--narrow">
      <h1>Entrar</h1>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(form);
        }}
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          error={errors.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          value={form.password}
          error={errors.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
      <p>
        <Link to="/forgot-password">Esqueci minha senha</Link>
      </p>
      <p>
        Ainda não tem conta?{' '}
        <Link to="/register" search={{ redirect }}>
          Criar conta
        </Link>
      </p>
    </div>
  );
}
