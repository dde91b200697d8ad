import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMIN_STORE_STATUSES } from '../../../../domain/api/admin';
import { messages } from '../../../../domain/messages';
import { PageHeader } from '../../../ui/page-state';
import { SegmentedFilter } from '../../../ui/segmented-filter';
import { AdminSearch } from '../admin-search';
import { AdminTable } from '../admin-table';
import { useAdminStores } from '../data';
import '../admin.css';
import { StoreStatus } from './store-status';

const STATUS_FILTERS: Record<(typeof ADMIN_STORE_STATUSES)[number], string> = {
  all: 'Todas',
  active: 'Ativas',
  inactive: 'Fechadas pelo lojista',
  suspended: 'Suspensas',
};

/** /admin/stores and /admin/store-management: every store, searched and filtered, each linking to its page. */
export function StoresPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<(typeof ADMIN_STORE_STATUSES)[number]>('all');
  const stores = useAdminStores({ q, status });
  return (
    <div className="page">
      <PageHeader title="Lojas" />
      <div className="admin-toolbar">
        <AdminSearch label="Buscar loja, cidade ou e-mail do dono" onSearch={setQ} />
        <SegmentedFilter
          legend="Situação da loja"
          options={ADMIN_STORE_STATUSES.map((value) => ({ value, label: STATUS_FILTERS[value] }))}
          value={status}
          onChange={setStatus}
        />
      </div>
      <AdminTable
        read={stores}
        caption="Lojas"
        columns={['Loja', 'Dono', 'Cidade', 'Produtos', 'Plano', 'Situação']}
        empty="Nenhuma loja encontrada."
        errorTitle={messages.screens.storesLoadFailed}
      >
        {(s) => (
          <tr key={s.id}>
            <td>
              <Link to="/admin/store-management/$id" params={{ id: String(s.id) }}>
                {s.name}
              </Link>
            </td>
            <td>{s.ownerEmail}</td>
            <td>
              {s.city}/{s.state}
            </td>
            <td>{s.productCount}</td>
            <td>{s.plan ?? 'Gratuito'}</td>
            <td>
              <StoreStatus store={s} />
            </td>
          </tr>
        )}
      </AdminTable>
    </div>
  );
}
