import { Link } from '@tanstack/react-router';
import { AreaShell } from '../../layout/area-shell';
import { ADMIN_LINKS } from '../../layout/nav-links';
import { PageHeader } from '../../ui/page-state';

function Refused() {
  return (
    <div className="page page--narrow">
      <PageHeader title="Acesso restrito" />
      <p>Esta área é da administração da Feira. Sua conta não tem acesso a ela.</p>
      <Link to="/" className="button">
        Voltar para o início
      </Link>
    </div>
  );
}

/** Admins only; anonymous visitors sign in at /admin/login and come back. */
export function AdminShell() {
  return (
    <AreaShell
      prefix="/admin"
      signIn="/admin/login"
      admits={(user) => user.isAdmin}
      refused={<Refused />}
      navLabel="Navegação da administração"
      links={ADMIN_LINKS}
    />
  );
}
