import { useState } from 'react';
import { changePassword } from '../../../../data/session';
import { registrationSchema } from '../../../../domain/user';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';

const passwordRule = registrationSchema.shape.password;

export function ChangePasswordForm() {
  const [form, setForm] = useState({ current: '', next: '' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = passwordRule.safeParse(form.next);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        setBusy(true);
        try {
          await changePassword(form.current, form.next);
          setForm({ current: '', next: '' });
          toastSuccess('Senha alterada');
        } catch (e) {
          toastError('Erro', (e as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        value={form.current}
        onChange={(e) => setForm({ ...form, current: e.target.value })}
      />
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        value={form.next}
        error={error}
        onChange={(e) => setForm({ ...form, next: e.target.value })}
      />
      <button type="submit" className="button button--ghost" disabled={busy}>
        Trocar senha
      </button>
    </form>
  );
}
