import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { sellerMessages } from '../../../../domain/api/seller';
import { messages } from '../../../../domain/messages';
import { SelectField } from '../../../ui/fields';
import { BackLink, EmptyState, ErrorState, ListSkeleton, PageHeader } from '../../../ui/page-state';
import { focusFirstField } from '../../../ui/write-status';
import {
  createCoupon,
  type RefusedWrite,
  refusedBody,
  reportWrite,
  type SellerCouponWire,
  useRefusedCreate,
  useSellerStoreList as useSellerStores,
  WriteRefused,
} from '../data';
import { RecordStatus } from '../record-status';
import { CouponForm } from './coupon-form';
import { emptyValues, valuesOf } from './coupon-values';
import '../seller.css';

const FORM_ID = 'coupon-form';

/**
 * /seller/coupons/add: the edit form on a new coupon, for one of the seller's stores. Saying it was created
 * waits for the server; a refused coupon (`?refused=`, or refused while the form waits) reopens here with
 * what was sent and why, and the corrected one replaces it.
 */
export function AddCouponPage({ refusedId }: { refusedId?: string }) {
  const refused = useRefusedCreate(refusedId);
  if (refusedId && refused === undefined) {
    return (
      <div className="page">
        <ListSkeleton rows={3} />
      </div>
    );
  }
  return <AddCoupon key={refused?.id ?? ''} refused={refused ?? undefined} />;
}

function AddCoupon({ refused }: { refused?: RefusedWrite }) {
  const navigate = useNavigate();
  const stores = useSellerStores();
  const sent = refusedBody(refused);
  const [storeId, setStoreId] = useState(sent.storeId === undefined ? '' : String(sent.storeId));
  // The refusal this form corrects: the one it opened with, then the last one the server answered here.
  const [replaces, setReplaces] = useState(refused?.id);
  const list = stores.data;
  const chosen = list?.find((s) => String(s.id) === storeId) ?? list?.[0];
  const back = () => navigate({ to: '/seller/coupons' });
  return (
    <div className="page">
      <BackLink to="/seller/coupons">Meus cupons</BackLink>
      <PageHeader title="Criar cupom" />
      {refused && replaces === refused.id && (
        <RecordStatus
          write={{ refused }}
          subject={`cupom ${String(sent.code ?? '')}`}
          onFix={() => focusFirstField(FORM_ID)}
        />
      )}
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
          id={FORM_ID}
          initial={refused ? valuesOf(sent as SellerCouponWire) : emptyValues()}
          storeName={chosen.name}
          submitLabel="Criar cupom"
          errorTitle={messages.sellerWrite.couponCreateError}
          before={
            <SelectField
              label="Loja"
              options={list.map((s) => ({ value: String(s.id), label: s.name }))}
              value={String(chosen.id)}
              onChange={(e) => setStoreId(e.target.value)}
            />
          }
          actions={
            <button type="button" className="button button--ghost" onClick={() => void back()}>
              Cancelar
            </button>
          }
          onSubmit={async (payload) => {
            try {
              await reportWrite(createCoupon(chosen, payload, { replaces }), sellerMessages.couponCreated);
            } catch (error) {
              if (error instanceof WriteRefused) setReplaces(error.refusal.id);
              throw error;
            }
            await back();
          }}
        />
      )}
    </div>
  );
}
