import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { CATEGORIES, CATEGORY_LABELS } from '../../../../domain/categories';
import { productFailureMessages } from '../../../../domain/product/failure-messages';
import { productSuccessMessages } from '../../../../domain/product/messages';
import { productWarnings } from '../../../../domain/product/warnings';
import type { DraftValues } from '../../../ui/draft-merge';
import {
  CheckboxField,
  MoneyField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { RecordChangedNotice } from '../../../ui/record-changed-notice';
import { useForm } from '../../../ui/use-form';
import { useRecordDraft } from '../../../ui/use-record-draft';
import type { RefusedWrite, SellerProductRow, SellerStoreRow } from '../data';
import {
  changedFields,
  createProduct,
  emptyProductForm,
  type ProductFormImage,
  type ProductFormValues,
  productFormSchema,
  refusedBody,
  refusedProductForm,
  reportWrite,
  saveProduct,
  WriteRefused,
} from '../data';
import { PRODUCT_FIELD_LABELS, show } from './conflict-panel';
import { ImagesEditor } from './images-editor';

const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

/** The warnings of spec 001 §5 for what the form holds now, shown before saving (never blocking). */
function Warnings({ values, images }: { values: ProductFormValues; images: readonly ProductFormImage[] }) {
  const parsed = productFormSchema(1, images).safeParse(values);
  if (!parsed.success) return null;
  const warnings = productWarnings(parsed.data);
  if (warnings.length === 0) return null;
  return (
    <div className="seller-warnings" role="status">
      <p>
        <strong>Antes de salvar:</strong>
      </p>
      <ul>
        {warnings.map((w) => (
          <li key={w.code}>{w.message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Add or edit one product: every field of the save payload, judged by the domain's create request. Saying it
 * was saved waits for the server; a refused change reopens here, to be fixed.
 */
export function ProductForm({
  id,
  store,
  product,
  refusedChange,
  refusedCreate,
}: {
  id?: string;
  store: SellerStoreRow;
  product?: SellerProductRow;
  /** A refused save the form reopens with, over `product`. */
  refusedChange?: Record<string, unknown>;
  /** A refused create the form reopens with; the corrected one replaces it. */
  refusedCreate?: RefusedWrite;
}) {
  const navigate = useNavigate();
  const shown = product
    ? refusedProductForm(refusedChange ?? {}, product)
    : refusedCreate
      ? refusedProductForm(refusedBody(refusedCreate))
      : { values: emptyProductForm, images: [] as ProductFormImage[] };
  const [images, setImages] = useState<ProductFormImage[]>(shown.images);
  // The refused create this form corrects: the one it opened with, then the last one answered here.
  const [replaces, setReplaces] = useState(refusedCreate?.id);
  const schema = productFormSchema(store.id, images);
  const form = useForm(
    schema,
    shown.values,
    async (data) => {
      if (product) {
        const save = () => saveProduct(product, changedFields(product, data));
        await draft.saving(() => reportWrite(save(), productSuccessMessages.updated));
        return;
      }
      try {
        await reportWrite(createProduct(data, store.name, { replaces }), productSuccessMessages.created);
      } catch (error) {
        if (error instanceof WriteRefused) setReplaces(error.refusal.id);
        throw error;
      }
      await navigate({ to: '/seller/stores/$storeId/products', params: { storeId: String(store.id) } });
    },
    { errorTitle: productFailureMessages.save },
  );
  const { setValues } = form;
  const draft = useRecordDraft<DraftValues>({
    record: product ? { ...shown.values, images: shown.images } : {},
    version: product?.version ?? 0,
    values: { ...form.values, images },
    setValues: useCallback(
      ({ images: nextImages, ...rest }: DraftValues) => {
        setValues(rest as ProductFormValues);
        setImages(nextImages as ProductFormImage[]);
      },
      [setValues],
    ),
  });
  const check = (name: 'isActive' | 'isHighlighted') => ({
    checked: form.values[name] === 'true',
    onChange: (e: { target: { checked: boolean } }) =>
      form.setValues((v: ProductFormValues) => ({ ...v, [name]: String(e.target.checked) })),
  });
  return (
    <Form id={id} onSubmit={form.submit} aria-label={product ? 'Editar produto' : 'Novo produto'}>
      {product && (
        <RecordChangedNotice
          what="Este produto"
          change={draft.change}
          labels={{ ...PRODUCT_FIELD_LABELS, stock: 'Estoque' }}
          show={(key, value) => (key === 'images' ? show(value) : show(value === '' ? null : value))}
          onKeep={draft.keepMine}
          onTake={draft.takeTheirs}
        />
      )}
      <TextField label="Nome do produto" {...form.field('name')} />
      <TextareaField label="Descrição" rows={4} {...form.field('description')} />
      <SelectField
        label="Categoria"
        placeholder="Escolha…"
        options={categoryOptions}
        {...form.field('category')}
      />
      <MoneyField label="Preço (R$)" hint="Ex.: 12,50" {...form.field('price')} />
      <MoneyField
        label="Preço com desconto (R$)"
        hint="Deixe em branco para vender sem desconto"
        {...form.field('discountedPrice')}
      />
      <NumberField label="Estoque" hint="Deixe em branco para estoque ilimitado" {...form.field('stock')} />
      <ImagesEditor images={images} onChange={setImages} error={form.errors.images} />
      <CheckboxField label="Produto ativo (visível para os clientes)" {...check('isActive')} />
      <CheckboxField label="Destacar na página inicial" {...check('isHighlighted')} />
      {form.errors._ && <p className="field__error">{form.errors._}</p>}
      <Warnings values={form.values} images={images} />
      <FormError message={form.formError} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Salvando…">
          {product ? 'Salvar alterações' : 'Criar produto'}
        </SubmitButton>
      </div>
    </Form>
  );
}
