import { Link } from '@tanstack/react-router';
import { adminMessages } from '../../../domain/api/admin';
import { AreaShell } from '../../layout/area-shell';
import { PageHeader } from '../../ui/page-state';
import { ADMIN_AREA_LINKS } from './admin-links';

function Refused() {
  return (
    <div className="page page--narrow">
      <PageHeader title="Acesso restrito" />
      <p>{adminMessages.notAdmin} Esta área é da administração da Feira.</p>
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
      links={ADMIN_AREA_LINKS}
    />
  );
}
