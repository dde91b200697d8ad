import { useState } from 'react';
import { toastSuccess } from '../../../stores/toast-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { runAction } from '../../../ui/row-actions';
import type { SellerProductRow } from '../data';
import { deleteProduct, productDeleteTexts } from '../data';

/**
 * "Excluir" with its confirmation: the product leaves this device at once and the delete is queued (offline
 * too); `onDeleted` runs once it is recorded (the edit page goes back to the list).
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
          const done = await runAction(() => deleteProduct(product));
          if (!done) return;
          toastSuccess(productDeleteTexts.done);
          onDeleted?.();
        }}
      >
        <p>{productDeleteTexts.question(product.name)}</p>
      </ConfirmDialog>
    </>
  );
}
