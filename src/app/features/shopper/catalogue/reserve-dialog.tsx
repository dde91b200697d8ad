import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ProductWire } from '../../../../domain/api/catalogue';
import { formatBRL } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import {
  createReservationSchema,
  RESERVATION_HOLD_TEXT,
  RESERVATION_NOTE_MAX,
  RESERVATION_QUANTITY,
  reservationHoldTexts,
} from '../../../../domain/reservation';
import { toastSuccess } from '../../../stores/toast-store';
import { Dialog } from '../../../ui/dialog';
import { NumberField, TextareaField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { PushOffer } from '../../../ui/push-offer';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { createReservation, pushOffer } from '../data';
import './catalogue.css';

const RESERVED = { kind: 'reservation-made' } as const;

/** Reserve with a quantity; the hold is explained before the shopper confirms (spec 000 §4). */
export function ReserveDialog({ product, onClose }: { product: ProductWire; onClose: () => void }) {
  const [form, setForm] = useState({ quantity: '1', note: '' });
  const [done, setDone] = useState(false);
  const unitPrice = product.effectivePrice;
  const max =
    product.stock === null ? RESERVATION_QUANTITY.max : Math.min(RESERVATION_QUANTITY.max, product.stock);
  const parsedQuantity = Number(form.quantity);
  // The stock is this product's, not a rule of the request: checked here, beside the domain schema.
  const schema = createReservationSchema.refine(
    (r) => product.stock === null || r.quantity <= product.stock,
    { message: `Só há ${product.stock} unidade(s) disponível(is).`, path: ['quantity'] },
  );
  const { errors, busy, run } = useValidatedSubmit(
    schema,
    async (data) => {
      await createReservation({ productId: product.id, quantity: data.quantity, note: data.note });
      toastSuccess(messages.success.reservationCreated);
      setDone(true);
    },
    {
      errorTitle: messages.consumer.reservationErrorTitle,
      fallback: messages.consumer.reservationCreateFailed,
    },
  );

  return (
    <Dialog open onClose={onClose} title={`Reservar ${product.name}`}>
      {done ? (
        <div className="form">
          <p>{reservationHoldTexts.done}</p>
          <PushOffer moment={RESERVED} commands={pushOffer} />
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
        <Form onSubmit={() => void run({ productId: product.id, ...form })}>
          <p>
            A barraca separa o produto para você por <strong>{RESERVATION_HOLD_TEXT}</strong>. Depois disso a
            reserva expira e o produto volta para a venda. O pagamento é feito na retirada.
          </p>
          <NumberField
            label="Quantidade"
            min={RESERVATION_QUANTITY.min}
            max={max}
            value={form.quantity}
            error={errors.quantity}
            onChange={(e) => setForm({ ...form, quantity: e.target.value })}
          />
          <TextareaField
            label="Observação para a barraca (opcional)"
            value={form.note}
            maxLength={RESERVATION_NOTE_MAX}
            rows={2}
            error={errors.note}
            onChange={(e) => setForm({ ...form, note: e.target.value })}
          />
          {Number.isFinite(parsedQuantity) && parsedQuantity > 0 && (
            <p>
              Total na retirada: <strong>{formatBRL(unitPrice * parsedQuantity)}</strong>
            </p>
          )}
          {/* Field messages sit at their field; a refused product id has no field of its own. */}
          <FormError message={errors.productId ?? null} />
          <div className="form__actions">
            <SubmitButton busy={busy}>Confirmar reserva</SubmitButton>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Cancelar
            </button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
