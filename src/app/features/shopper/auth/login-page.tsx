import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../../../domain/messages';
import { loginSchema } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { login } from '../data/commands';
import { safeRedirect } from './safe-redirect';

export function LoginPage({ redirect, title = 'Entrar' }: { redirect?: string; title?: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '' });
  const { errors, busy, run } = useValidatedSubmit(
    loginSchema,
    async (data) => {
      await login(data.email, data.password);
      toastSuccess(messages.auth.loginSuccess);
      await navigate({ to: safeRedirect(redirect) });
    },
    { errorTitle: messages.auth.loginErrorTitle, fallback: messages.auth.loginErrorDefault },
  );

  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <Form onSubmit={() => void run(form)}>
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
        <SubmitButton busy={busy} busyLabel="Entrando…">
          Entrar
        </SubmitButton>
      </Form>
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
