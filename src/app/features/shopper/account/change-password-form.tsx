import { z } from 'zod';
import { passwordSchema, userMessages } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useForm } from '../../../ui/use-form';
import { changePassword } from '../data';
import './account.css';

const passwordChange = z.object({ current: z.string(), next: passwordSchema });

export function ChangePasswordForm() {
  const form = useForm(passwordChange, { current: '', next: '' }, async (data) => {
    await changePassword(data.current, data.next);
    form.setValues({ current: '', next: '' });
    toastSuccess('Senha alterada');
  });
  return (
    <Form onSubmit={form.submit}>
      <TextField
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        {...form.field('current')}
      />
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint={userMessages.passwordHint}
        {...form.field('next')}
      />
      <SubmitButton busy={form.busy} className="button button--ghost">
        Trocar senha
      </SubmitButton>
    </Form>
  );
}
