import { type ReactNode, useRef } from 'react';
import type { PromotionInput } from '../../../../domain/api/seller';
import { formatBRL } from '../../../../domain/format';
import { promotionFormSchema } from '../../../../domain/promotion-form';
import {
  CheckboxField,
  DateTimeField,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { EmptyState, ListSkeleton } from '../../../ui/page-state';
import { RecordChangedNotice } from '../../../ui/record-changed-notice';
import { useForm } from '../../../ui/use-form';
import { useRecordDraft } from '../../../ui/use-record-draft';
import { usePromotableProducts, useSellerStores } from '../data';
import { PromotionPreview } from './promotion-preview';
import { PROMOTION_FIELD_LABELS, type PromotionFormValues, showPromotionValue } from './promotion-values';

/**
 * One form for adding and editing a promotion: the store, one of its products, the promotional price, start
 * and end in São Paulo time, flash (countdown) or not; the preview shows the shopper's card. Editing a
 * saved promotion (`record`), a newer version arriving meanwhile never throws the typing away.
 */
export function PromotionForm({
  id,
  initial,
  record,
  submitLabel,
  errorTitle,
  actions,
  onSubmit,
}: {
  id?: string;
  initial: PromotionFormValues;
  /** The saved promotion the form edits, as form values, and its version. */
  record?: { values: PromotionFormValues; version: number };
  submitLabel: string;
  errorTitle: string;
  actions?: ReactNode;
  onSubmit: (input: PromotionInput) => Promise<void>;
}) {
  const form = useForm(
    promotionFormSchema,
    initial,
    (input): Promise<void> => (record ? draft.saving(() => onSubmit(input)) : onSubmit(input)),
    { errorTitle },
  );
  const { values, setValues, field } = form;
  // A new record's form has no record to follow: its first values (which a caller may rebuild on every
  // render, with the current time) stay the draft's base.
  const unsaved = useRef(initial).current;
  const draft = useRecordDraft<PromotionFormValues>({
    record: record?.values ?? unsaved,
    version: record?.version ?? 0,
    values,
    setValues,
  });
  const stores = useSellerStores();
  const storeId = values.storeId === '' ? null : Number(values.storeId);
  const products = usePromotableProducts(storeId);
  const chosen = products?.find((p) => String(p.id) === values.productId) ?? products?.[0];
  // The select shows the first product until one is picked: send what it shows.
  const current = { ...values, productId: chosen ? String(chosen.id) : '' };
  return (
    <div className="seller-grid seller-grid--form">
      <Form id={id} onSubmit={() => void form.run(current)} aria-label="Dados da promoção">
        {record && (
          <RecordChangedNotice
            what="Esta promoção"
            feminine
            change={draft.change}
            labels={PROMOTION_FIELD_LABELS}
            show={(key, value) =>
              // The store and the product by name, as their selects show them.
              (key === 'productId'
                ? products?.find((p) => String(p.id) === value)?.name
                : key === 'storeId'
                  ? stores?.find((st) => String(st.id) === value)?.name
                  : undefined) ?? showPromotionValue(key, value)
            }
            onKeep={draft.keepMine}
            onTake={draft.takeTheirs}
          />
        )}
        <SelectField
          label="Loja"
          options={(stores ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          {...field('storeId')}
          onChange={(e) => setValues((v) => ({ ...v, storeId: e.target.value, productId: '' }))}
        />
        {products === undefined ? (
          <ListSkeleton rows={1} />
        ) : products.length === 0 ? (
          <EmptyState title="Esta loja ainda não tem produtos para promover." />
        ) : (
          <SelectField
            label="Produto"
            options={products.map((p) => ({
              value: String(p.id),
              label: `${p.name} — ${formatBRL(p.price)}`,
            }))}
            {...field('productId')}
            value={current.productId}
          />
        )}
        <TextField label="Título" maxLength={120} {...field('title')} />
        <TextareaField label="Descrição (opcional)" rows={2} maxLength={500} {...field('description')} />
        <MoneyField label={PROMOTION_FIELD_LABELS.promotionalPrice} {...field('promotionalPrice')} />
        <DateTimeField label="Início" {...field('startsAt')} />
        <DateTimeField label="Fim" {...field('endsAt')} />
        <CheckboxField
          label="Promoção relâmpago (mostra a contagem regressiva)"
          checked={values.isFlash === 'true'}
          onChange={(e) => setValues((v) => ({ ...v, isFlash: e.target.checked ? 'true' : 'false' }))}
        />
        <CheckboxField
          label="Ativa"
          checked={values.isActive === 'true'}
          onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked ? 'true' : 'false' }))}
        />
        <FormError message={form.formError} onClear={form.clearFormError} />
        <div className="form__actions">
          <SubmitButton busy={form.busy} busyLabel="Salvando…" disabled={!chosen}>
            {submitLabel}
          </SubmitButton>
          {actions}
        </div>
      </Form>
      <PromotionPreview values={current} product={chosen} />
    </div>
  );
}
