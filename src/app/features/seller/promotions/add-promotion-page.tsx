import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { sellerMessages } from '../../../../domain/api/seller';
import { messages } from '../../../../domain/messages';
import { BackLink, EmptyState, PageHeader } from '../../../ui/page-state';
import { focusFirstField } from '../../../ui/write-status';
import { CatalogueLoading } from '../catalogue-loading';
import {
  createPromotion,
  type PromotionWire,
  type RefusedWrite,
  refusedBody,
  reportWrite,
  type SellerStoreRow,
  useRefusedCreate,
  useSellerProduct,
  useSellerStores,
  WriteRefused,
} from '../data';
import { RecordStatus } from '../record-status';
import { PromotionForm } from './promotion-form';
import { newPromotionValues, promotionValuesOf } from './promotion-values';
import '../seller.css';

const FORM_ID = 'promotion-form';

/**
 * /seller/promotions/add: the store's followers are alerted by the server when it is saved. Saying it was
 * created waits for the server; a refused promotion (`?refused=`, or refused while the form waits) reopens
 * here with what was sent and why, and the corrected one replaces it.
 */
export function AddPromotionPage({ refusedId }: { refusedId?: string }) {
  const refused = useRefusedCreate(refusedId);
  const stores = useSellerStores();
  const productId = Number(refusedBody(refused ?? undefined).productId ?? 0);
  const product = useSellerProduct(productId);
  const loading =
    stores === undefined ||
    (refusedId !== undefined && (refused === undefined || (refused !== null && product === undefined)));
  return (
    <div className="page">
      <BackLink to="/seller/promotions">Promoções</BackLink>
      <PageHeader title="Criar promoção" />
      {loading ? (
        <CatalogueLoading rows={3} />
      ) : !stores[0] ? (
        <EmptyState title="Cadastre uma loja antes de criar promoções." />
      ) : (
        <AddPromotion
          key={refused?.id ?? ''}
          // A refused promotion's product names its store; the form offers that store's products.
          storeId={product?.storeId ?? stores[0].id}
          refused={refused ?? undefined}
        />
      )}
    </div>
  );
}

function AddPromotion({ storeId, refused }: { storeId: SellerStoreRow['id']; refused?: RefusedWrite }) {
  const navigate = useNavigate();
  // The refusal this form corrects: the one it opened with, then the last one the server answered here.
  const [replaces, setReplaces] = useState(refused?.id);
  const sent = refusedBody(refused);
  const back = () => navigate({ to: '/seller/promotions' });
  return (
    <>
      {refused && replaces === refused.id && (
        <RecordStatus
          write={{ refused }}
          subject={`promoção ${String(sent.title ?? '')}`}
          onFix={() => focusFirstField(FORM_ID)}
        />
      )}
      <PromotionForm
        id={FORM_ID}
        initial={
          refused
            ? promotionValuesOf({ ...sent, storeId } as PromotionWire)
            : newPromotionValues(String(storeId))
        }
        submitLabel="Criar promoção"
        errorTitle={messages.sellerWrite.promotionCreateError}
        actions={
          <button type="button" className="button button--ghost" onClick={() => void back()}>
            Cancelar
          </button>
        }
        onSubmit={async (input) => {
          try {
            await reportWrite(createPromotion(input, { replaces }), sellerMessages.promotionCreated);
          } catch (error) {
            if (error instanceof WriteRefused) setReplaces(error.refusal.id);
            throw error;
          }
          await back();
        }}
      />
    </>
  );
}
