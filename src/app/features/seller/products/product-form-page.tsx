import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ERROR_CATALOGUE } from '../../../../domain/errors';
import { messages } from '../../../../domain/messages';
import { SelectField } from '../../../ui/fields';
import { BackLink, EmptyState, PageHeader } from '../../../ui/page-state';
import { focusFirstField } from '../../../ui/write-status';
import { CatalogueLoading } from '../catalogue-loading';
import {
  productChangeOf,
  reapplyProduct,
  refusedBody,
  refusedEdit,
  STORE_NOT_SENT_FOR_PRODUCTS,
  useRecordWrite,
  useRefusedCreate,
  useSellerProduct,
  useSellerStores,
} from '../data';
import { RecordStatus } from '../record-status';
import { ProductComparison } from './conflict-panel';
import { DeleteProductButton } from './delete-product';
import { ProductActions } from './product-actions';
import { ProductForm } from './product-form';
import { ProductInsights } from './product-insights';
import '../seller.css';

const FORM_ID = 'product-form';

function AddProduct({ storeId, refusedId }: { storeId?: number; refusedId?: string }) {
  const stores = useSellerStores();
  const refused = useRefusedCreate(refusedId);
  const [chosen, setChosen] = useState(storeId ? String(storeId) : '');
  if (stores === undefined || stores.length === 0 || (refusedId && refused === undefined)) {
    return (
      <div className="page page--narrow">
        <BackLink to="/seller/products">Produtos</BackLink>
        <PageHeader title="Adicionar produto" />
        {stores ? <EmptyState title={messages.screens.registerStoreFirst} /> : <CatalogueLoading rows={3} />}
      </div>
    );
  }
  const store = stores.find((s) => String(s.id) === chosen) ?? stores[0];
  return (
    <div className="page page--narrow">
      <BackLink to="/seller/products">Produtos</BackLink>
      <PageHeader title="Adicionar produto" />
      {refused && (
        <RecordStatus
          write={{ refused }}
          subject={`produto ${String(refusedBody(refused).name ?? '')}`}
          onFix={() => focusFirstField(FORM_ID)}
        />
      )}
      {stores.length > 1 && (
        <SelectField
          label="Loja"
          options={stores.map((s) => ({ value: String(s.id), label: s.name }))}
          value={String(store?.id ?? '')}
          onChange={(e) => setChosen(e.target.value)}
        />
      )}
      {store && store.id < 0 ? (
        // A store created offline has no server id yet: a product sent for it would be refused.
        <p className="pending" role="status">
          {STORE_NOT_SENT_FOR_PRODUCTS}
        </p>
      ) : (
        store && (
          <ProductForm
            key={`${store.id}:${refused?.id ?? ''}`}
            id={FORM_ID}
            store={store}
            refusedCreate={refused ?? undefined}
          />
        )
      )}
    </div>
  );
}

function EditProduct({ productId }: { productId: number }) {
  const navigate = useNavigate();
  const product = useSellerProduct(productId);
  const write = useRecordWrite('sellerProduct', productId);
  const stores = useSellerStores();
  if (product === undefined) return <div className="page" aria-busy="true" />;
  if (stores === undefined) {
    return (
      <div className="page page--narrow">
        <CatalogueLoading rows={3} />
      </div>
    );
  }
  const store = product ? stores.find((s) => s.id === product.storeId) : undefined;
  if (!product || !store) return <EmptyState title={ERROR_CATALOGUE.PRODUCT_NOT_FOUND.message} />;
  return (
    <div className="page page--narrow">
      <BackLink to={`/seller/stores/${store.id}/products`}>Produtos — {store.name}</BackLink>
      <PageHeader title={`Editar ${product.name}`} />
      {/* Where the newest change stands is said beside the product's status and stock, below. */}
      <RecordStatus
        write={{ refused: write.refused }}
        subject={`produto ${product.name}`}
        onFix={() => focusFirstField(FORM_ID)}
        onApply={(refused) => reapplyProduct(product, refused)}
        comparison={(refused) => <ProductComparison product={product} refused={refused} />}
      />
      <ProductActions product={product} pending={write.pending} />
      <div className="seller-actions">
        <DeleteProductButton
          product={product}
          onDeleted={() =>
            void navigate({ to: '/seller/stores/$storeId/products', params: { storeId: String(store.id) } })
          }
        />
      </div>
      <ProductInsights product={product} />
      {/* The form follows newer versions of the product itself, keeping what the seller typed. */}
      <ProductForm
        key={product.id}
        id={FORM_ID}
        store={store}
        product={product}
        refusedChange={
          write.refused && productChangeOf(write.refused) === 'update'
            ? refusedEdit(write.refused)
            : undefined
        }
      />
    </div>
  );
}

/** /seller/products/add (`?refused=`: a refused product to fix) and /seller/products/{id}/edit. */
export function ProductFormPage({
  productId,
  storeId,
  refusedId,
}: {
  productId?: number;
  storeId?: number;
  refusedId?: string;
}) {
  return productId === undefined ? (
    <AddProduct storeId={storeId} refusedId={refusedId} />
  ) : (
    <EditProduct productId={productId} />
  );
}
