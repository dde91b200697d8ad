import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CATEGORIES, CATEGORY_LABELS } from '../../../../domain/categories';
import { messages } from '../../../../domain/messages';
import { WEEKDAY_LABELS } from '../../../../domain/weekdays';
import { toastSuccess } from '../../../stores/toast-store';
import { SelectField, TextareaField, TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { BackLink, EmptyState, PageHeader } from '../../../ui/page-state';
import { RecordChangedNotice } from '../../../ui/record-changed-notice';
import { useForm } from '../../../ui/use-form';
import { useRecordDraft } from '../../../ui/use-record-draft';
import {
  createStore,
  emptyStoreForm,
  type SellerStoreRow,
  type StoreFormValues,
  sellerStoreTexts,
  storeEditSchema,
  storeFormSchema,
  storeFormValuesOf,
  updateStore,
  useSellerStore,
} from '../data';
import { ImageUploadField } from '../image-upload-field';
import { StoreConflict } from './store-conflict';
import { STORE_FIELD_LABELS, showStoreValue } from './store-values';
import '../seller.css';

const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

/**
 * Adds or edits a store. Editing, a newer version of the store arriving meanwhile (another tab or device, a
 * pull) never throws the typing away (useRecordDraft, as the product form).
 */
function StoreForm({ store }: { store?: SellerStoreRow }) {
  const navigate = useNavigate();
  const form = useForm(
    store ? storeEditSchema : storeFormSchema,
    store ? storeFormValuesOf(store) : emptyStoreForm,
    async (data): Promise<void> => {
      if (store) {
        await draft.saving(() => updateStore(store, data));
        toastSuccess(sellerStoreTexts.updated);
        await navigate({ to: '/seller/stores/$storeId', params: { storeId: String(store.id) } });
      } else {
        await createStore(data as Parameters<typeof createStore>[0]);
        toastSuccess(sellerStoreTexts.created);
        // A store created offline has a temporary id until it is sent: the list shows it either way.
        await navigate({ to: '/seller/stores' });
      }
    },
  );
  const { setValues } = form;
  const draft = useRecordDraft<StoreFormValues>({
    record: store ? storeFormValuesOf(store) : emptyStoreForm,
    version: store?.version ?? 0,
    values: form.values,
    setValues: useCallback((values: StoreFormValues) => setValues(values), [setValues]),
  });
  const days = new Set(form.values.openingDays === '' ? [] : form.values.openingDays.split(',').map(Number));
  const toggleDay = (day: number) => {
    const next = new Set(days);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    form.setValues((v: StoreFormValues) => ({ ...v, openingDays: [...next].sort().join(',') }));
  };
  const setUrl = (name: 'imageUrl' | 'coverUrl') => (url: string) =>
    form.setValues((v: StoreFormValues) => ({ ...v, [name]: url }));
  return (
    <Form onSubmit={form.submit} aria-label={store ? 'Editar loja' : 'Nova loja'}>
      {store && (
        <RecordChangedNotice
          what="Esta loja"
          feminine
          change={draft.change}
          labels={STORE_FIELD_LABELS}
          show={showStoreValue}
          onKeep={draft.keepMine}
          onTake={draft.takeTheirs}
        />
      )}
      <TextField
        label={STORE_FIELD_LABELS.name}
        required
        autoComplete="organization"
        {...form.field('name')}
      />
      <TextareaField label="Descrição" rows={3} {...form.field('description')} />
      <SelectField
        label="Categoria"
        placeholder="Escolha…"
        options={categoryOptions}
        {...form.field('category')}
      />
      <TextField label="Telefone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label="WhatsApp" type="tel" {...form.field('whatsapp')} />
      <TextField label="Endereço" autoComplete="street-address" {...form.field('address')} />
      <TextField label="Bairro" {...form.field('neighborhood')} />
      <TextField label="Cidade" {...form.field('city')} />
      <TextField label="Estado (UF)" maxLength={2} {...form.field('state')} />
      <fieldset
        className="choice-group"
        aria-describedby={form.errors.openingDays ? 'opening-days-error' : undefined}
      >
        <legend>Dias de feira</legend>
        {WEEKDAY_LABELS.map((label, day) => (
          <label key={label} className="check">
            <input type="checkbox" checked={days.has(day)} onChange={() => toggleDay(day)} />
            {label}
          </label>
        ))}
        {form.errors.openingDays && (
          <p id="opening-days-error" className="field__error">
            {form.errors.openingDays}
          </p>
        )}
      </fieldset>
      <TextField label="Abre às" type="time" {...form.field('opensAt')} />
      <TextField label="Fecha às" type="time" {...form.field('closesAt')} />
      <ImageUploadField
        label="Logo"
        url={form.values.imageUrl}
        error={form.errors.imageUrl}
        onUploaded={setUrl('imageUrl')}
      />
      <ImageUploadField
        label={STORE_FIELD_LABELS.coverUrl}
        url={form.values.coverUrl}
        error={form.errors.coverUrl}
        onUploaded={setUrl('coverUrl')}
      />
      <FormError message={form.formError} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Salvando…">
          {store ? 'Salvar alterações' : 'Criar loja'}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** /seller/stores/add-store and /seller/stores/{id}/edit. */
export function StoreFormPage({ storeId }: { storeId?: number }) {
  const store = useSellerStore(storeId ?? 0);
  if (storeId === undefined) {
    return (
      <div className="page page--narrow">
        <BackLink to="/seller/stores">Minhas lojas</BackLink>
        <PageHeader title="Adicionar loja" />
        <StoreForm />
      </div>
    );
  }
  if (store === undefined) return <div className="page" aria-busy="true" />;
  if (store === null) return <EmptyState title={messages.screens.storeNotFound} />;
  return (
    <div className="page page--narrow">
      <BackLink to={`/seller/stores/${store.id}`}>{store.name}</BackLink>
      <PageHeader title="Editar loja" />
      <StoreConflict store={store} />
      <StoreForm key={store.id} store={store} />
    </div>
  );
}
