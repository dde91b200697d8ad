import { ROLE_LABELS } from '../../../../domain/api/admin';
import { formatDateTime } from '../../../../domain/format';
import { BackLink, ErrorState, ListSkeleton, PageHeader } from '../../../ui/page-state';
import { AuditList } from '../audit-list';
import { useAdminUser } from '../data';
import '../admin.css';

/** /admin/users/{id}: one account, its role and status, and the admin history written about it. */
export function UserDetailPage({ id }: { id: number }) {
  const detail = useAdminUser(id);
  const d = detail.data;
  if (!d) {
    return (
      <div className="page">
        <BackLink to="/admin/users">Usuários</BackLink>
        {detail.error ? (
          <ErrorState title="Não foi possível carregar o usuário" message={detail.error} />
        ) : (
          <ListSkeleton rows={3} />
        )}
      </div>
    );
  }
  const u = d.user;
  return (
    <div className="page">
      <BackLink to="/admin/users">Usuários</BackLink>
      <PageHeader title={u.name} />
      <dl className="admin-facts">
        <dt>E-mail</dt>
        <dd>{u.email}</dd>
        <dt>Papel</dt>
        <dd>{ROLE_LABELS[u.role]}</dd>
        <dt>Conta</dt>
        <dd>
          {u.disabledAt ? (
            <>
              <span className="badge-suspended">Desativada</span> em {formatDateTime(u.disabledAt)}
            </>
          ) : (
            'Ativa'
          )}
        </dd>
        <dt>Cadastrado em</dt>
        <dd>{formatDateTime(u.createdAt)}</dd>
      </dl>
      <AuditList entries={d.audit} />
    </div>
  );
}
