import { Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { passwordSchema, userMessages } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useForm } from '../../../ui/use-form';
import { resetPassword } from '../data';

const MISMATCH = 'As senhas não conferem';
const newPassword = z
  .object({ password: passwordSchema, confirm: z.string() })
  // `when`: the mismatch is said even while the new password itself is still refused.
  .refine((v) => v.password === v.confirm, { message: MISMATCH, path: ['confirm'], when: () => true });

export function ResetPasswordPage({ token }: { token?: string }) {
  const navigate = useNavigate();
  const form = useForm(newPassword, { password: '', confirm: '' }, async (data) => {
    await resetPassword(token ?? '', data.password);
    toastSuccess('Senha alterada', 'Entre com a nova senha.');
    await navigate({ to: '/login' });
  });
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
      <Form onSubmit={form.submit}>
        <TextField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          hint={userMessages.passwordHint}
          {...form.field('password')}
        />
        <TextField
          label="Confirme a nova senha"
          type="password"
          autoComplete="new-password"
          {...form.field('confirm')}
        />
        <SubmitButton busy={form.busy}>Salvar nova senha</SubmitButton>
      </Form>
    </div>
  );
}
