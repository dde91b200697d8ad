import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { ApiError } from '../../../../data/http';
import { register } from '../../../../data/session';
import { messages } from '../../../../domain/messages';
import { registrationSchema } from '../../../../domain/user';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { detailErrors } from '../../../ui/form-errors';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { safeRedirect } from './safe-redirect';

const GENDER_LABELS = {
  female: 'Feminino',
  male: 'Masculino',
  other: 'Outro',
  prefer_not_to_say: 'Prefiro não dizer',
} as const;

const EMPTY = {
  role: 'shopper' as 'shopper' | 'seller',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  dateOfBirth: '',
  gender: '',
};

export function RegisterPage({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const genderId = useId();
  const [form, setForm] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });

  const { errors, busy, run } = useValidatedSubmit(registrationSchema, async (data, setErrors) => {
    try {
      await register(data);
      toastSuccess(messages.auth.registerSuccess);
      await navigate({ to: safeRedirect(redirect, data.role === 'seller' ? '/account' : '/') });
    } catch (e) {
      // Everything typed stays in the form; field errors from the server are shown next to the fields.
      if (e instanceof ApiError) setErrors(detailErrors(e.details));
      toastError(messages.auth.registerErrorTitle, (e as Error).message);
    }
  });

  return (
    <div className="page page--narrow">
      <h1>Criar conta</h1>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(form);
        }}
      >
        <fieldset className="choice-group">
          <legend>Tipo de conta</legend>
          <label className="check">
            <input
              type="radio"
              name="role"
              value="shopper"
              checked={form.role === 'shopper'}
              onChange={set('role')}
            />
            Quero comprar
          </label>
          <label className="check">
            <input
              type="radio"
              name="role"
              value="seller"
              checked={form.role === 'seller'}
              onChange={set('role')}
            />
            Tenho uma barraca (lojista)
          </label>
        </fieldset>
        <TextField
          label="Nome"
          autoComplete="given-name"
          value={form.firstName}
          error={errors.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Sobrenome"
          autoComplete="family-name"
          value={form.lastName}
          error={errors.lastName}
          onChange={set('lastName')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres."
          value={form.password}
          error={errors.password}
          onChange={set('password')}
        />
        <TextField
          label="Telefone (opcional)"
          type="tel"
          autoComplete="tel"
          hint="Com DDD, por exemplo (11) 98765-4321."
          value={form.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
        <TextField
          label="Data de nascimento (opcional)"
          type="date"
          autoComplete="bday"
          value={form.dateOfBirth}
          error={errors.dateOfBirth}
          onChange={set('dateOfBirth')}
        />
        <div className="field">
          <label htmlFor={genderId}>Gênero (opcional)</label>
          <select
            id={genderId}
            value={form.gender}
            onChange={set('gender')}
            aria-invalid={errors.gender ? true : undefined}
          >
            <option value="">Não informar</option>
            {Object.entries(GENDER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {errors.gender && <p className="field__error">{errors.gender}</p>}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Criando conta…' : 'Criar conta'}
        </button>
      </form>
      <p>
        Já tem conta?{' '}
        <Link to="/login" search={{ redirect }}>
          Entrar
        </Link>
      </p>
    </div>
  );
}
