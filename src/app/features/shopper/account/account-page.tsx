import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { messages } from '../../../../domain/messages';
import { displayName } from '../../../../domain/user';
import { type SessionUser, useSessionUser } from '../../../stores/session-store';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, SubmitButton } from '../../../ui/form';
import { useForm } from '../../../ui/use-form';
import { signOut, updateProfile } from '../data';
import { ChangePasswordForm } from './change-password-form';
import { PushSwitch } from './push-switch';
import './account.css';

function Stats({ user }: { user: SessionUser }) {
  const s = user.stats;
  const items = [
    [messages.screens.wishlist, s.wishlistCount, '/account/wishlist'],
    ['Reservas ativas', s.activeReservationsCount, '/account/reservations'],
    ['Reservas concluídas', s.completedReservationsCount, '/account/reservations'],
    ['Reservas canceladas', s.cancelledReservationsCount, '/account/reservations'],
    ['Reservas expiradas', s.expiredReservationsCount, '/account/reservations'],
    ['Lojas favoritas', s.favoriteStoresCount, '/account/favorite-stores'],
  ] as const;
  return (
    <dl className="stats">
      {items.map(([label, value]) => (
        <div key={label} className="stats__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const profileEdit = z.object({
  firstName: z.string().trim(),
  lastName: z.string().trim(),
  phone: z.string().trim(),
});

function ProfileForm({ user }: { user: SessionUser }) {
  // The server judges the values (its messages land on the fields); here they are only trimmed.
  const form = useForm(
    profileEdit,
    { firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' },
    async (data) => {
      await updateProfile(data);
      toastSuccess('Perfil atualizado');
    },
  );
  return (
    <Form onSubmit={form.submit}>
      <TextField label="Nome" autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Sobrenome" autoComplete="family-name" {...form.field('lastName')} />
      <TextField label="Telefone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <SubmitButton busy={form.busy}>Salvar perfil</SubmitButton>
    </Form>
  );
}

export function AccountPage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="page">
      <div className="page-header">
        <h1>Olá, {displayName(user) || user.email}</h1>
        <p>
          {user.email}
          {user.isSeller && <span className="tag">Lojista</span>}
        </p>
      </div>
      <section aria-labelledby="stats-title" className="section">
        <h2 id="stats-title">Resumo</h2>
        <Stats user={user} />
      </section>
      <nav aria-label="Minha conta" className="section">
        <ul className="link-list">
          <li>
            <Link to="/account/wishlist">{messages.screens.wishlist}</Link>
          </li>
          <li>
            <Link to="/account/reservations">Minhas reservas</Link>
          </li>
          <li>
            <Link to="/account/coupons">Meus cupons</Link>
          </li>
          <li>
            <Link to="/account/favorite-stores">Lojas favoritas</Link>
          </li>
          <li>
            <Link to="/account/notification-center">Central de notificações</Link>
          </li>
          <li>
            <Link to="/account/proximity-automation">Avisos por proximidade</Link>
          </li>
          <li>
            <Link to="/account/push-test-center">Central de testes de push</Link>
          </li>
          {user.isSeller && (
            <li>
              <Link to="/seller">{messages.screens.sellerArea}</Link>
            </li>
          )}
        </ul>
      </nav>
      <PushSwitch isSeller={user.isSeller} />
      <section aria-labelledby="profile-title" className="section">
        <h2 id="profile-title">Editar perfil</h2>
        <ProfileForm user={user} />
      </section>
      <section aria-labelledby="password-title" className="section">
        <h2 id="password-title">Trocar senha</h2>
        <ChangePasswordForm />
      </section>
      <button type="button" className="button button--ghost" onClick={() => void signOut()}>
        Sair
      </button>
    </div>
  );
}
