import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { adminMessages, ROLE_LABELS } from '../../../../domain/api/admin';
import { USER_ROLES, type UserRole } from '../../../../domain/user';
import { useSessionUser } from '../../../stores/session-store';
import { PageHeader } from '../../../ui/page-state';
import { ActionButton, runAction } from '../../../ui/row-actions';
import { SegmentedFilter } from '../../../ui/segmented-filter';
import { AdminSearch } from '../admin-search';
import { AdminTable } from '../admin-table';
import { sendPasswordReset, setUserDisabled, setUserRole, useAdminUsers } from '../data';
import '../admin.css';

type RoleFilter = UserRole | 'all';

/** /admin/users: search (each user linking to its page), change role, disable or re-enable an account, send a password reset link. */
export function UsersPage() {
  const me = useSessionUser();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const users = useAdminUsers({ q, role: role === 'all' ? undefined : role });
  return (
    <div className="page">
      <PageHeader title="Usuários" />
      <div className="admin-toolbar">
        <AdminSearch label="Buscar por nome ou e-mail" onSearch={setQ} />
        <SegmentedFilter<RoleFilter>
          legend="Papel"
          options={[
            { value: 'all', label: 'Todos' },
            ...USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
          ]}
          value={role}
          onChange={setRole}
        />
      </div>
      <AdminTable
        read={users}
        caption="Usuários"
        columns={['Nome', 'E-mail', 'Papel', 'Conta', 'Ações']}
        empty="Nenhum usuário encontrado."
        errorTitle="Não foi possível carregar os usuários"
      >
        {(u) => {
          const self = u.id === me?.id;
          return (
            <tr key={u.id}>
              <td>
                <Link to="/admin/users/$id" params={{ id: String(u.id) }}>
                  {u.name}
                </Link>
              </td>
              <td>{u.email}</td>
              <td>
                <label className="visually-hidden" htmlFor={`role-${u.id}`}>
                  Papel de {u.name}
                </label>
                <select
                  id={`role-${u.id}`}
                  value={u.role}
                  disabled={self}
                  onChange={(e) =>
                    void runAction(
                      async () => {
                        await setUserRole(u.id, e.target.value as UserRole);
                        users.refresh();
                      },
                      { success: adminMessages.userUpdated },
                    )
                  }
                >
                  {USER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </select>
              </td>
              <td>{u.disabledAt ? <span className="badge-suspended">Desativada</span> : 'Ativa'}</td>
              <td>
                {!self && (
                  <ActionButton
                    aria-label={`${u.disabledAt ? 'Reativar' : 'Desativar'} a conta de ${u.name}`}
                    onAction={async () => {
                      await setUserDisabled(u.id, !u.disabledAt);
                      users.refresh();
                    }}
                    texts={{ success: adminMessages.userUpdated }}
                  >
                    {u.disabledAt ? 'Reativar' : 'Desativar'}
                  </ActionButton>
                )}
                <ActionButton
                  aria-label={`Redefinir senha de ${u.name}`}
                  onAction={() => sendPasswordReset(u.id)}
                  texts={{ success: adminMessages.resetSent }}
                >
                  Redefinir senha
                </ActionButton>
              </td>
            </tr>
          );
        }}
      </AdminTable>
    </div>
  );
}
