import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loginSchema } from '../../../../domain/user';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { requestPasswordReset } from '../data/commands';

const emailOnly = loginSchema.pick({ email: true });

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { errors, busy, run } = useValidatedSubmit(emailOnly, async (data) => {
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
        <Form onSubmit={() => void run({ email })}>
          <p>Informe o e-mail da sua conta para receber o link de redefinição.</p>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton busy={busy}>Enviar link</SubmitButton>
        </Form>
      )}
      <p>
        <Link to="/login">Voltar para o login</Link>
      </p>
    </div>
  );
}
