import { Link, useNavigate } from '@tanstack/react-router';
import { setupRequestSchema } from '../../../../domain/api/admin';
import { userMessages } from '../../../../domain/user';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { ListSkeleton } from '../../../ui/page-state';
import { useForm } from '../../../ui/use-form';
import { completeSetup, useSetupStatus } from '../data';

/**
 * /admin/setup: the first start of an installation. The server prints a one-time code at start while no
 * admin exists; whoever has the console creates the first admin with it, and is signed in.
 */
export function SetupPage() {
  const navigate = useNavigate();
  const status = useSetupStatus();
  const form = useForm(
    setupRequestSchema,
    { token: '', firstName: '', lastName: '', email: '', password: '' },
    async (data) => {
      await completeSetup(data);
      toastSuccess('Administrador criado');
      await navigate({ to: '/admin' });
    },
    { errorTitle: 'Não foi possível concluir a configuração' },
  );
  if (status.data === undefined && !status.error) {
    return (
      <div className="page page--narrow" aria-busy="true">
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (status.data && !status.data.needed) {
    return (
      <div className="page page--narrow">
        <h1>Configuração inicial concluída</h1>
        <p>Esta instalação já tem um administrador.</p>
        <Link to="/admin/login" className="button">
          Entrar na administração
        </Link>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>Configuração inicial</h1>
      <p>
        Crie o primeiro administrador. O código de configuração foi impresso no console do servidor ao
        iniciar.
      </p>
      <Form onSubmit={form.submit}>
        <TextField
          label="Código de configuração"
          autoComplete="off"
          spellCheck={false}
          {...form.field('token')}
        />
        <TextField label="Nome" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...form.field('lastName')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Senha"
          type="password"
          autoComplete="new-password"
          hint={userMessages.passwordHint}
          {...form.field('password')}
        />
        <FormError message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Criando…">
          Criar administrador
        </SubmitButton>
      </Form>
    </div>
  );
}
