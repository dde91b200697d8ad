import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatBRL } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { PRODUCT_SORT_FIELDS } from '../../../../domain/product/list-request';
import { productSuccessMessages } from '../../../../domain/product/messages';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '../../../../domain/product/status';
import { CheckboxField, SelectField, TextField } from '../../../ui/fields';
import { ErrorState, ListView } from '../../../ui/list-view';
import { EmptyState, PageHeader } from '../../../ui/page-state';
import { runAction } from '../../../ui/row-actions';
import { CatalogueLoading } from '../catalogue-loading';
import {
  applySellerListRequest,
  type BulkAction,
  type RecordWriteState,
  runBulkAction,
  type SellerProductRow,
  useRecordWrites,
  useSellerProducts,
  useSellerStores,
} from '../data';
import { DevicePhoto } from '../device-photo';
import { RecordStatus } from '../record-status';
import { RefusedCreates } from '../refused-creates';
import { DeleteProductButton } from './delete-product';
import '../seller.css';

const SORT_LABELS: Record<(typeof PRODUCT_SORT_FIELDS)[number], string> = {
  name: 'Nome',
  price: 'Preço',
  stock: 'Estoque',
  createdAt: 'Data de criação',
  updatedAt: 'Última alteração',
};
const sortOptions = PRODUCT_SORT_FIELDS.flatMap((field) => [
  { value: `${field}:asc`, label: `${SORT_LABELS[field]} (crescente)` },
  { value: `${field}:desc`, label: `${SORT_LABELS[field]} (decrescente)` },
]);
const PAGE_SIZE = 20;

const BULK: { action: BulkAction; label: string }[] = [
  { action: 'activate', label: 'Ativar' },
  { action: 'deactivate', label: 'Desativar' },
  { action: 'remove-highlight', label: 'Remover destaque' },
];

function ProductRow({
  product,
  write,
  selected,
  onSelect,
}: {
  product: SellerProductRow;
  write: RecordWriteState;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <li className="seller-product">
      {product.images[0] ? (
        <DevicePhoto src={product.images[0]} alt="" mark={false} />
      ) : (
        <span aria-hidden="true" />
      )}
      <div className="seller-product__body">
        <h2 className="product-card__name">
          {product.id > 0 ? (
            <Link to="/seller/products/$productId/edit" params={{ productId: String(product.id) }}>
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h2>
        <p className="seller-product__meta">
          <span>{formatBRL(product.effectivePrice)}</span>
          <span>Estoque: {product.stock === null ? 'ilimitado' : product.stock}</span>
          <span>{PRODUCT_STATUS_LABELS[product.status]}</span>
          {product.isHighlighted && <span>Em destaque</span>}
        </p>
        <RecordStatus
          write={write}
          subject={`produto ${product.name}`}
          level={3}
          onFix={() =>
            navigate({ to: '/seller/products/$productId/edit', params: { productId: String(product.id) } })
          }
        />
        <CheckboxField
          label={`Selecionar ${product.name}`}
          checked={selected}
          disabled={product.id < 0}
          onChange={(e) => onSelect(e.target.checked)}
        />
        {product.id > 0 && <DeleteProductButton product={product} />}
      </div>
    </li>
  );
}

/**
 * /seller/products and /seller/stores/{id}/products: the seller list request of spec 001 §3, offline; each
 * product says where its newest change stands (sent, waiting, refused).
 */
export function ProductsPage({ storeId: fixedStoreId }: { storeId?: number }) {
  const stores = useSellerStores();
  const writes = useRecordWrites('sellerProduct');
  const [chosenStore, setChosenStore] = useState('');
  const storeId = fixedStoreId ?? (chosenStore ? Number(chosenStore) : stores?.[0]?.id);
  const rows = useSellerProducts(storeId);
  const [filters, setFilters] = useState({
    statuses: [] as string[],
    highlightedOnly: false,
    searchTerm: '',
    minPrice: '',
    maxPrice: '',
    inStockOnly: false,
    discountedOnly: false,
    sort: 'name:asc',
    page: 1,
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const set = (patch: Partial<typeof filters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  if (stores !== undefined && stores.length === 0) {
    return (
      <div className="page">
        <PageHeader title="Produtos" />
        <EmptyState title={messages.screens.registerStoreFirst}>
          <Link to="/seller/stores/add-store" className="button">
            Adicionar loja
          </Link>
        </EmptyState>
      </div>
    );
  }
  const result =
    // Not before the catalogue is on this device (`stores`): an empty table is not an empty store.
    rows && stores && storeId !== undefined
      ? applySellerListRequest(rows, {
          ...filters,
          storeId,
          limit: PAGE_SIZE,
          statuses: filters.statuses.join(','),
          // Blank fields mean "no filter", as an absent query parameter does on the server.
          minPrice: filters.minPrice.trim() || undefined,
          maxPrice: filters.maxPrice.trim() || undefined,
        })
      : undefined;
  const errors = result && !result.ok ? result.errors : [];
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const store = stores?.find((s) => s.id === storeId);
  const chosen = result?.ok ? result.products.filter((p) => selected.has(p.id)) : [];
  return (
    <div className="page">
      <PageHeader title={fixedStoreId && store ? `Produtos — ${store.name}` : 'Produtos'}>
        <Link to="/seller/products/add" search={storeId ? { storeId } : {}} className="button">
          Adicionar produto
        </Link>
      </PageHeader>
      <form className="seller-filters" aria-label="Filtros de produtos" onSubmit={(e) => e.preventDefault()}>
        {fixedStoreId === undefined && stores && (
          <SelectField
            label="Loja"
            options={stores.map((s) => ({ value: String(s.id), label: s.name }))}
            value={String(storeId ?? '')}
            onChange={(e) => setChosenStore(e.target.value)}
          />
        )}
        <TextField
          label="Buscar"
          type="search"
          value={filters.searchTerm}
          error={errorOf('searchTerm')}
          onChange={(e) => set({ searchTerm: e.target.value })}
        />
        <SelectField
          label="Situação"
          placeholder="Todas"
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))}
          value={filters.statuses[0] ?? ''}
          onChange={(e) => set({ statuses: e.target.value ? [e.target.value] : [] })}
        />
        <TextField
          label="Preço mínimo"
          inputMode="decimal"
          value={filters.minPrice}
          error={errorOf('minPrice')}
          onChange={(e) => set({ minPrice: e.target.value })}
        />
        <TextField
          label="Preço máximo"
          inputMode="decimal"
          value={filters.maxPrice}
          error={errorOf('maxPrice')}
          onChange={(e) => set({ maxPrice: e.target.value })}
        />
        <SelectField
          label="Ordenar por"
          options={sortOptions}
          value={filters.sort}
          onChange={(e) => set({ sort: e.target.value })}
        />
        <CheckboxField
          label="Só em destaque"
          checked={filters.highlightedOnly}
          onChange={(e) => set({ highlightedOnly: e.target.checked })}
        />
        <CheckboxField
          label="Só com estoque"
          checked={filters.inStockOnly}
          onChange={(e) => set({ inStockOnly: e.target.checked })}
        />
        <CheckboxField
          label="Só com desconto"
          checked={filters.discountedOnly}
          onChange={(e) => set({ discountedOnly: e.target.checked })}
        />
      </form>
      {errors.length > 0 && <ErrorState title={errors[0]?.message ?? ''} />}
      <fieldset className="seller-actions">
        <legend className="visually-hidden">Ações em lote</legend>
        {BULK.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className="button button--small"
            disabled={chosen.length === 0}
            onClick={async () => {
              await runAction(() => runBulkAction(chosen, action));
              setSelected(new Set());
            }}
          >
            {label} ({chosen.length})
          </button>
        ))}
      </fieldset>
      {result?.ok && (
        <p className="list-count" aria-live="polite">
          {productSuccessMessages.listed(result.pagination.totalCount)}
        </p>
      )}
      <RefusedCreates kind="product" refused={writes.refusedCreates} />
      <ListView
        items={result?.ok ? result.products : errors.length > 0 ? [] : undefined}
        loading={<CatalogueLoading />}
        empty="Nenhum produto encontrado."
      >
        {(items) => (
          <ul className="seller-products">
            {items.map((p) => (
              <ProductRow
                key={p.id}
                product={p}
                write={writes.of(p.id)}
                selected={selected.has(p.id)}
                onSelect={(on) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (on) next.add(p.id);
                    else next.delete(p.id);
                    return next;
                  })
                }
              />
            ))}
          </ul>
        )}
      </ListView>
      {result?.ok && result.pagination.totalPages > 1 && (
        <nav className="seller-actions" aria-label="Páginas">
          <button
            type="button"
            className="button button--small"
            disabled={!result.pagination.hasPreviousPage}
            onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
          >
            Anterior
          </button>
          <span>
            Página {result.pagination.currentPage} de {result.pagination.totalPages}
          </span>
          <button
            type="button"
            className="button button--small"
            disabled={!result.pagination.hasNextPage}
            onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
          >
            Próxima
          </button>
        </nav>
      )}
    </div>
  );
}
