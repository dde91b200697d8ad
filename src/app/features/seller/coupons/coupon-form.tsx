import { type ReactNode, useRef } from 'react';
import { COUPON } from '../../../../domain/constants';
import { type CouponPayload, couponFormSchema } from '../../../../domain/coupon';
import { messages } from '../../../../domain/messages';
import { DateTimeField, NumberField, RadioGroupField, TextareaField, TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { RecordChangedNotice } from '../../../ui/record-changed-notice';
import { useForm } from '../../../ui/use-form';
import { useRecordDraft } from '../../../ui/use-record-draft';
import { CouponPreview } from './coupon-preview';
import { COUPON_FIELD_LABELS, type CouponFormValues, showCouponValue } from './coupon-values';

const f = messages.couponForm;
const DISCOUNT_TYPES = [
  { value: 'percentage', label: f.percentageType },
  { value: 'amount', label: f.amountType },
] as const;

/** The live hints of spec 000 §5 under the percentage while it is typed. */
function percentageHint(text: string): string {
  const n = Number(text.replace(',', '.'));
  if (text.trim() === '' || Number.isNaN(n)) return `Entre ${COUPON.percentageMin} e ${COUPON.percentageMax}`;
  if (n > COUPON.percentageMax) return f.percentageHintMax;
  if (n <= 0) return f.percentageHintMin;
  return `Entre ${COUPON.percentageMin} e ${COUPON.percentageMax}`;
}

/**
 * Every field of the coupon (spec 000 §2 edit screen) with the live preview beside it; the same form adds a
 * coupon. The domain schema judges the values (its messages are §5's) and yields the payload to send. When
 * it edits a saved coupon (`record`), a newer version arriving meanwhile never throws the typing away
 * (useRecordDraft, as the product form).
 */
export function CouponForm({
  id,
  initial,
  record,
  storeName,
  usageCount,
  submitLabel,
  errorTitle,
  before,
  actions,
  onSubmit,
}: {
  id?: string;
  initial: CouponFormValues;
  /** The saved coupon the form edits, as form values, and its version. */
  record?: { values: CouponFormValues; version: number };
  storeName: string;
  /** Shown beside the usage limit when editing. */
  usageCount?: number;
  submitLabel: string;
  errorTitle: string;
  before?: ReactNode;
  actions?: ReactNode;
  onSubmit: (payload: CouponPayload) => Promise<void>;
}) {
  const form = useForm(
    couponFormSchema,
    initial,
    (payload): Promise<void> => (record ? draft.saving(() => onSubmit(payload)) : onSubmit(payload)),
    { errorTitle, fallback: messages.sellerCoupon.unknownError },
  );
  const { values, setValues, field, errors } = form;
  // A new record's form has no record to follow: its first values (which a caller may rebuild on every
  // render, with the current time) stay the draft's base.
  const unsaved = useRef(initial).current;
  const draft = useRecordDraft<CouponFormValues>({
    record: record?.values ?? unsaved,
    version: record?.version ?? 0,
    values,
    setValues,
  });
  const percentage = values.discountType === 'percentage';
  return (
    <div className="seller-grid seller-grid--form">
      <Form id={id} onSubmit={form.submit} aria-label="Dados do cupom">
        {before}
        {record && (
          <RecordChangedNotice
            what="Este cupom"
            change={draft.change}
            labels={COUPON_FIELD_LABELS}
            show={showCouponValue}
            onKeep={draft.keepMine}
            onTake={draft.takeTheirs}
          />
        )}
        <TextField
          label="Código"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...field('code')}
          onChange={(e) => setValues((v) => ({ ...v, code: e.target.value.toUpperCase() }))}
        />
        <TextareaField label="Descrição" rows={2} {...field('description')} />
        <RadioGroupField
          legend={COUPON_FIELD_LABELS.discountType}
          name="discountType"
          options={DISCOUNT_TYPES}
          value={values.discountType}
          onChange={(discountType) => setValues((v) => ({ ...v, discountType }))}
        />
        {percentage ? (
          <NumberField
            label={COUPON_FIELD_LABELS.discountPercentage}
            min={COUPON.percentageMin}
            max={COUPON.percentageMax}
            hint={percentageHint(values.discountPercentage)}
            {...field('discountPercentage')}
          />
        ) : (
          <NumberField
            label={COUPON_FIELD_LABELS.discountAmount}
            inputMode="decimal"
            min={COUPON.amountMin}
            step="0.01"
            {...field('discountAmount')}
          />
        )}
        <NumberField
          label="Compra mínima (R$, opcional)"
          inputMode="decimal"
          min={COUPON.minimumPurchaseMin}
          step="0.01"
          {...field('minimumPurchase')}
        />
        <NumberField
          label={COUPON_FIELD_LABELS.maxUsageCount}
          min={COUPON.usageLimitMin}
          hint={`Vazio = ${f.unlimited.toLowerCase()}${usageCount === undefined ? '' : ` · usos atuais: ${usageCount}`}`}
          {...field('maxUsageCount')}
        />
        <DateTimeField label="Início" {...field('startTime')} />
        <DateTimeField label="Fim" {...field('endTime')} />
        {Object.keys(errors).length > 0 && (
          <p className="form__error" role="alert">
            Corrija os campos destacados.
          </p>
        )}
        <FormError message={form.formError} onClear={form.clearFormError} />
        <div className="form__actions">
          <SubmitButton busy={form.busy} busyLabel="Salvando…">
            {submitLabel}
          </SubmitButton>
          {actions}
        </div>
      </Form>
      <CouponPreview values={values} storeName={storeName} />
    </div>
  );
}
