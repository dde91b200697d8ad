import { Link, useNavigate } from '@tanstack/react-router';
import { messages } from '../../../../domain/messages';
import { loginSchema } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useForm } from '../../../ui/use-form';
import { login } from '../data';
import { safeRedirect } from './safe-redirect';

export function LoginPage({ redirect, title = 'Entrar' }: { redirect?: string; title?: string }) {
  const navigate = useNavigate();
  const form = useForm(
    loginSchema,
    { email: '', password: '' },
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
      <Form onSubmit={form.submit}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <SubmitButton busy={form.busy} busyLabel="Entrando…">
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
