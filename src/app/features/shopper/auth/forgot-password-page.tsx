import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loginSchema } from '../../../../domain/user';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useForm } from '../../../ui/use-form';
import { requestPasswordReset } from '../data';

const emailOnly = loginSchema.pick({ email: true });

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm(emailOnly, { email: '' }, async (data) => {
    await requestPasswordReset(data.email);
    setSent(true);
  });
  return (
    <div className="page page--narrow">
      <h1>Esqueci minha senha</h1>
      {sent ? (
        <p role="status">
          Se existir uma conta com esse e-mail, enviamos um link para criar uma nova senha. Confira sua caixa
          de entrada e o spam.
        </p>
      ) : (
        <Form onSubmit={form.submit}>
          <p>Informe o e-mail da sua conta para receber o link de redefinição.</p>
          <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
          <SubmitButton busy={form.busy}>Enviar link</SubmitButton>
        </Form>
      )}
      <p>
        <Link to="/login">Voltar para o login</Link>
      </p>
    </div>
  );
}
