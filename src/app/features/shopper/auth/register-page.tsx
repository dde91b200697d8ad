import { Link, useNavigate } from '@tanstack/react-router';
import { messages } from '../../../../domain/messages';
import { registrationSchema, userMessages } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { RadioGroupField, SelectField, TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useForm } from '../../../ui/use-form';
import { register } from '../data';
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
  // Everything typed stays in the form; field errors from the server are shown next to the fields.
  const form = useForm(
    registrationSchema,
    { ...EMPTY, role: role ?? EMPTY.role },
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
      <Form onSubmit={form.submit}>
        <RadioGroupField
          legend="Tipo de conta"
          name="role"
          options={ROLES}
          value={form.values.role}
          error={form.errors.role}
          onChange={(value) => form.setValues({ ...form.values, role: value })}
        />
        <TextField label="Nome" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...form.field('lastName')} />
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
          autoComplete="new-password"
          hint={userMessages.passwordHint}
          {...form.field('password')}
        />
        <TextField
          label="Telefone (opcional)"
          type="tel"
          autoComplete="tel"
          hint="Com DDD, por exemplo (11) 98765-4321."
          {...form.field('phone')}
        />
        <TextField
          label="Data de nascimento (opcional)"
          type="date"
          autoComplete="bday"
          {...form.field('dateOfBirth')}
        />
        <SelectField
          label="Gênero (opcional)"
          placeholder="Não informar"
          options={GENDERS}
          {...form.field('gender')}
        />
        <SubmitButton busy={form.busy} busyLabel="Criando conta…">
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
