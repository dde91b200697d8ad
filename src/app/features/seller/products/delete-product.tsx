import { useState } from 'react';
import { productFailureMessages } from '../../../../domain/product/failure-messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { runAction } from '../../../ui/row-actions';
import type { SellerProductRow } from '../data';
import { deleteProduct, productDeleteTexts, reportWrite } from '../data';

/**
 * "Excluir" with its confirmation: the product leaves this device at once and the delete is queued (offline
 * too); it is said to be deleted once the server agrees (or queued, when it cannot answer yet), and
 * `onDeleted` runs then (the edit page goes back to the list). A refusal brings the product back with it.
 */
export function DeleteProductButton({
  product,
  onDeleted,
}: {
  product: SellerProductRow;
  onDeleted?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small button--danger"
        aria-label={`Excluir ${product.name}`}
        disabled={product.id < 0}
        onClick={() => setConfirming(true)}
      >
        Excluir
      </button>
      <ConfirmDialog
        open={confirming}
        title={productDeleteTexts.title}
        confirmLabel={productDeleteTexts.confirm}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const done = await runAction(() => reportWrite(deleteProduct(product), productDeleteTexts.done), {
            errorTitle: productFailureMessages.remove,
          });
          if (done) onDeleted?.();
        }}
      >
        <p>{productDeleteTexts.question(product.name)}</p>
      </ConfirmDialog>
    </>
  );
}
