import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../../../domain/messages';
import { registrationSchema } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { RadioGroupField, SelectField, TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { register } from '../data/commands';
import { safeRedirect } from './safe-redirect';

const GENDERS = [
  { value: 'female', label: 'Feminino' },
  { value: 'male', label: 'Masculino' },
  { value: 'other', label: 'Outro' },
  { value: 'prefer_not_to_say', label: 'Prefiro não dizer' },
] as const;

const ROLES = [
  { value: 'shopper', label: 'Quero comprar' },
  { value: 'seller', label: 'Tenho uma barraca (lojista)' },
] as const;

type Role = (typeof ROLES)[number]['value'];

const EMPTY = {
  role: 'shopper' as Role,
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  dateOfBirth: '',
  gender: '',
};

export function RegisterPage({ redirect, role }: { redirect?: string; role?: Role }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({ ...EMPTY, role: role ?? EMPTY.role });
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });

  // Everything typed stays in the form; field errors from the server are shown next to the fields.
  const { errors, busy, run } = useValidatedSubmit(
    registrationSchema,
    async (data) => {
      await register(data);
      toastSuccess(messages.auth.registerSuccess);
      await navigate({ to: safeRedirect(redirect, data.role === 'seller' ? '/account' : '/') });
    },
    { errorTitle: messages.auth.registerErrorTitle },
  );

  return (
    <div className="page page--narrow">
      <h1>Criar conta</h1>
      <Form onSubmit={() => void run(form)}>
        <RadioGroupField
          legend="Tipo de conta"
          name="role"
          options={ROLES}
          value={form.role}
          error={errors.role}
          onChange={(value) => setForm({ ...form, role: value })}
        />
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
        <SelectField
          label="Gênero (opcional)"
          placeholder="Não informar"
          options={GENDERS}
          value={form.gender}
          error={errors.gender}
          onChange={set('gender')}
        />
        <SubmitButton busy={busy} busyLabel="Criando conta…">
          Criar conta
        </SubmitButton>
      </Form>
      <p>
        Já tem conta?{' '}
        <Link to="/login" search={{ redirect }}>
          Entrar
        </Link>
      </p>
    </div>
  );
}
