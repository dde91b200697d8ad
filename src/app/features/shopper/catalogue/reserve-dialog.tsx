import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { createReservation } from '../../../../data/mutations';
import type { ProductWire } from '../../../../domain/api/catalogue';
import { formatBRL } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { effectivePrice } from '../../../../domain/product/pricing';
import {
  createReservationSchema,
  RESERVATION_NOTE_MAX,
  RESERVATION_QUANTITY,
} from '../../../../domain/reservation';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { Dialog } from '../../../ui/dialog';

/** Reserve with a quantity; the 2-hour hold is explained before the shopper confirms (spec 000 §4). */
export function ReserveDialog({ product, onClose }: { product: ProductWire; onClose: () => void }) {
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const quantityId = useId();
  const noteId = useId();
  const errorId = useId();
  const unitPrice = effectivePrice(product);
  const max =
    product.stock === null ? RESERVATION_QUANTITY.max : Math.min(RESERVATION_QUANTITY.max, product.stock);
  const parsedQuantity = Number(quantity);

  const confirm = async () => {
    const parsed = createReservationSchema.safeParse({ productId: product.id, quantity, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.consumer.reservationCreateFailed);
      return;
    }
    if (product.stock !== null && parsed.data.quantity > product.stock) {
      setError(`Só há ${product.stock} unidade(s) disponível(is).`);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await createReservation({
        productId: product.id,
        quantity: parsed.data.quantity,
        note: parsed.data.note,
      });
      toastSuccess(messages.success.reservationCreated);
      setDone(true);
    } catch (e) {
      toastError(
        messages.consumer.reservationErrorTitle,
        (e as Error).message || messages.consumer.reservationCreateFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={`Reservar ${product.name}`}>
      {done ? (
        <div className="form">
          <p>Pronto! O produto fica separado por 2 horas. Retire na barraca e pague lá.</p>
          <div className="form__actions">
            <Link to="/account/reservations" className="button">
              Ver minhas reservas
            </Link>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Fechar
            </button>
          </div>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p>
            A barraca separa o produto para você por <strong>2 horas</strong>. Depois disso a reserva expira e
            o produto volta para a venda. O pagamento é feito na retirada.
          </p>
          <div className="field">
            <label htmlFor={quantityId}>Quantidade</label>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={RESERVATION_QUANTITY.min}
              max={max}
              value={quantity}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={noteId}>Observação para a barraca (opcional)</label>
            <textarea
              id={noteId}
              value={note}
              maxLength={RESERVATION_NOTE_MAX}
              rows={2}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {Number.isFinite(parsedQuantity) && parsedQuantity > 0 && (
            <p>
              Total na retirada: <strong>{formatBRL(unitPrice * parsedQuantity)}</strong>
            </p>
          )}
          {error && (
            <p id={errorId} className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="form__actions">
            <button type="submit" className="button" disabled={busy}>
              Confirmar reserva
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Cancelar
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
