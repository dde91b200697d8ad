import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { registrationSchema } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { resetPassword } from '../data/commands';

const MISMATCH = 'As senhas não conferem';
const newPassword = z
  .object({ password: registrationSchema.shape.password, confirm: z.string() })
  // `when`: the mismatch is said even while the new password itself is still refused.
  .refine((v) => v.password === v.confirm, { message: MISMATCH, path: ['confirm'], when: () => true });

export function ResetPasswordPage({ token }: { token?: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const { errors, busy, run } = useValidatedSubmit(newPassword, async (data) => {
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
      <Form onSubmit={() => void run(form)}>
        <TextField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <TextField
          label="Confirme a nova senha"
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          error={errors.confirm}
          onChange={(e) => setForm({ ...form, confirm: e.target.value })}
        />
        <SubmitButton busy={busy}>Salvar nova senha</SubmitButton>
      </Form>
    </div>
  );
}
