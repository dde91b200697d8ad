import { useState } from 'react';
import { z } from 'zod';
import { COUPON } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import { isSignedRedemptionText } from '../../../../domain/signed-redemption/codec';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { useSyncedCodeCount, type ValidationResult, validateRedemptionCode } from '../data';
import { ValidateHowTo } from './how-to';
import { OfflineValidations } from './offline-validations';
import { QrScanner } from './qr-scanner';
import { ValidationCard } from './validation-card';
import './validate.css';

const v = messages.validation;
const codeSchema = z.object({ code: z.string().trim().min(1, v.codeRequired) });

/**
 * /seller/coupons/validate (spec 000 §2 and §5 "Validate code"), online, or offline against synced codes (typed)
 * and the shopper's signed QR code (scanned, verified on this phone). Who may open it is the seller shell's
 * business (routes/seller/route.tsx), like the server's seller guard. What the camera reads goes through the
 * same submit as a typed code.
 */
export function ValidatePage() {
  const synced = useSyncedCodeCount();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<ValidationResult | null>(null);
  const { busy, run, formError, clearFormError } = useValidatedSubmit(
    codeSchema,
    async (data) => {
      const answer = await validateRedemptionCode(data.code);
      setResult(answer);
      toastSuccess(v.validated, answer.offline ? answer.message : undefined);
    },
    { errorTitle: null, fallback: v.connectionRetry },
  );

  function reset() {
    setResult(null);
    setCode('');
    clearFormError();
  }

  return (
    <div className="validate-page">
      <h1>Validar cupom</h1>
      {result ? (
        <ValidationCard result={result} onReset={reset} />
      ) : (
        <>
          <Form
            className="card validate-form"
            onSubmit={() => {
              if (code.trim() === '') toastError(v.codeRequired);
              else void run({ code });
            }}
          >
            <TextField
              label="Código de validação"
              name="validationCode"
              value={code}
              maxLength={COUPON.validationCodeMaxLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => setCode(e.target.value.toUpperCase().slice(0, COUPON.validationCodeMaxLength))}
            />
            <SubmitButton busy={busy} busyLabel="Validando…">
              Validar
            </SubmitButton>
            <p className="muted">{synced} códigos disponíveis para validação offline neste aparelho.</p>
          </Form>
          <FormError message={formError} onClear={clearFormError} />
          <QrScanner
            disabled={busy}
            onCode={(scanned) => {
              // A signed QR code is not typed text: the field keeps what the seller typed, if anything.
              if (!isSignedRedemptionText(scanned)) setCode(scanned);
              void run({ code: scanned });
            }}
          />
          <ValidateHowTo />
        </>
      )}
      <OfflineValidations />
    </div>
  );
}
