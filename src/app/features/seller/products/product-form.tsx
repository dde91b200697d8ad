import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { CATEGORIES, CATEGORY_LABELS } from '../../../../domain/categories';
import { productSuccessMessages } from '../../../../domain/product/messages';
import { productWarnings } from '../../../../domain/product/warnings';
import { toastSuccess } from '../../../stores/toast-store';
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
import type { SellerProductRow, SellerStoreRow } from '../data';
import {
  changedFields,
  createProduct,
  emptyProductForm,
  formImagesOf,
  formValuesOf,
  type ProductFormImage,
  type ProductFormValues,
  productFormSchema,
  saveProduct,
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

/** Add or edit one product: every field of the save payload, judged by the domain's create request. */
export function ProductForm({ store, product }: { store: SellerStoreRow; product?: SellerProductRow }) {
  const navigate = useNavigate();
  const [images, setImages] = useState<ProductFormImage[]>(product ? formImagesOf(product) : []);
  const schema = productFormSchema(store.id, images);
  const form = useForm(schema, product ? formValuesOf(product) : emptyProductForm, async (data) => {
    if (product) {
      await draft.saving(() => saveProduct(product, changedFields(product, data)));
      toastSuccess(productSuccessMessages.updated);
    } else {
      await createProduct(data, store.name);
      toastSuccess(productSuccessMessages.created);
      await navigate({ to: '/seller/stores/$storeId/products', params: { storeId: String(store.id) } });
    }
  });
  const { setValues } = form;
  const draft = useRecordDraft<DraftValues>({
    record: product ? { ...formValuesOf(product), images: formImagesOf(product) } : {},
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
    <Form onSubmit={form.submit} aria-label={product ? 'Editar produto' : 'Novo produto'}>
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
