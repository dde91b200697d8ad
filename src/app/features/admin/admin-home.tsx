import { displayName } from '../../../domain/user-display';
import { useSessionUser } from '../../stores/session-store';
import { PageHeader } from '../../ui/page-state';

/** /admin: the area's start page; the admin screens of spec 000 §2 are added beside it. */
export function AdminHome() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="page">
      <PageHeader title="Administração">
        <p>Conectado como {displayName(user) || user.email}.</p>
      </PageHeader>
    </div>
  );
}
