import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { sellerMessages } from '../../../../domain/api/seller';
import { toastSuccess } from '../../../stores/toast-store';
import { SelectField } from '../../../ui/fields';
import { BackLink, EmptyState, ErrorState, ListSkeleton, PageHeader } from '../../../ui/page-state';
import { createCoupon, useSellerStoreList as useSellerStores } from '../data';
import { CouponForm } from './coupon-form';
import { emptyValues } from './coupon-values';
import '../seller.css';

/** /seller/coupons/add: the edit form on a new coupon, for one of the seller's stores. */
export function AddCouponPage() {
  const navigate = useNavigate();
  const stores = useSellerStores();
  const [storeId, setStoreId] = useState('');
  const list = stores.data;
  const chosen = list?.find((s) => String(s.id) === storeId) ?? list?.[0];
  return (
    <div className="page">
      <BackLink to="/seller/coupons">Meus cupons</BackLink>
      <PageHeader title="Criar cupom" />
      {list === undefined ? (
        stores.error ? (
          <ErrorState title={stores.error} onRetry={stores.refresh} />
        ) : (
          <ListSkeleton rows={3} />
        )
      ) : !chosen ? (
        <EmptyState title="Cadastre uma loja antes de criar cupons." />
      ) : (
        <CouponForm
          initial={emptyValues()}
          storeName={chosen.name}
          submitLabel="Criar cupom"
          errorTitle="Erro ao criar cupom"
          before={
            <SelectField
              label="Loja"
              options={list.map((s) => ({ value: String(s.id), label: s.name }))}
              value={String(chosen.id)}
              onChange={(e) => setStoreId(e.target.value)}
            />
          }
          actions={
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void navigate({ to: '/seller/coupons' })}
            >
              Cancelar
            </button>
          }
          onSubmit={async (payload) => {
            await createCoupon(chosen, payload);
            toastSuccess(sellerMessages.couponCreated);
            await navigate({ to: '/seller/coupons' });
          }}
        />
      )}
    </div>
  );
}
