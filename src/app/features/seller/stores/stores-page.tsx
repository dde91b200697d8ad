import { Link } from '@tanstack/react-router';
import { CATEGORY_LABELS, isCategory } from '../../../../domain/categories';
import { formatOpeningDays } from '../../../../domain/weekdays';
import { ListView } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { CatalogueLoading } from '../catalogue-loading';
import { useRecordWrites, useSellerProducts, useSellerStores } from '../data';
import { RecordStatus } from '../record-status';
import { RefusedCreates } from '../refused-creates';
import { useFixStore } from './fix-store';
import '../seller.css';

export const categoryLabel = (c: string) => (isCategory(c) ? CATEGORY_LABELS[c] : c);

/**
 * /seller/stores: the seller's stores on this device, each with its product count and where its newest
 * change stands (sent, waiting, refused).
 */
export function StoresPage() {
  const stores = useSellerStores();
  const products = useSellerProducts();
  const writes = useRecordWrites('sellerStore');
  const fix = useFixStore();
  return (
    <div className="page">
      <PageHeader title="Minhas lojas">
        <Link to="/seller/stores/add-store" className="button">
          Adicionar loja
        </Link>
      </PageHeader>
      <RefusedCreates kind="store" refused={writes.refusedCreates} />
      <ListView
        items={stores}
        loading={<CatalogueLoading />}
        empty="Você ainda não tem lojas. Cadastre sua barraca para começar a vender."
      >
        {(rows) => (
          <ul className="seller-cards">
            {rows.map((store) => (
              <li key={store.id} className="seller-card">
                <h2>
                  <Link to="/seller/stores/$storeId" params={{ storeId: String(store.id) }}>
                    {store.name}
                  </Link>
                </h2>
                <RecordStatus
                  write={writes.of(store.id)}
                  subject={`loja ${store.name}`}
                  level={3}
                  onFix={() => fix(store, writes.of(store.id).refused)}
                />
                <p>
                  {categoryLabel(store.category)} · {store.isActive ? 'Ativa' : 'Inativa'}
                </p>
                <p>{store.address}</p>
                <p>{formatOpeningDays(store.openingDays)}</p>
                <p>{products?.filter((p) => p.storeId === store.id).length ?? 0} produtos</p>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
