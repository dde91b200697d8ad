import { useState } from 'react';
import { z } from 'zod';
import { registrationSchema } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { changePassword } from '../data/commands';
import './account.css';

const passwordChange = z.object({ current: z.string(), next: registrationSchema.shape.password });

export function ChangePasswordForm() {
  const [form, setForm] = useState({ current: '', next: '' });
  const { errors, busy, run } = useValidatedSubmit(passwordChange, async (data) => {
    await changePassword(data.current, data.next);
    setForm({ current: '', next: '' });
    toastSuccess('Senha alterada');
  });
  return (
    <Form onSubmit={() => void run(form)}>
      <TextField
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        value={form.current}
        error={errors.current}
        onChange={(e) => setForm({ ...form, current: e.target.value })}
      />
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        value={form.next}
        error={errors.next}
        onChange={(e) => setForm({ ...form, next: e.target.value })}
      />
      <SubmitButton busy={busy} className="button button--ghost">
        Trocar senha
      </SubmitButton>
    </Form>
  );
}
