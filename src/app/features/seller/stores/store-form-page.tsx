import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { CATEGORIES, CATEGORY_LABELS } from '../../../../domain/categories';
import { messages } from '../../../../domain/messages';
import { WEEKDAY_LABELS } from '../../../../domain/weekdays';
import { SelectField, TextareaField, TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { BackLink, EmptyState, PageHeader } from '../../../ui/page-state';
import { RecordChangedNotice } from '../../../ui/record-changed-notice';
import { useForm } from '../../../ui/use-form';
import { useRecordDraft } from '../../../ui/use-record-draft';
import { focusFirstField } from '../../../ui/write-status';
import {
  createStore,
  emptyStoreForm,
  type RecordWriteState,
  type RefusedWrite,
  reapplyStore,
  refusedBody,
  refusedEdit,
  reportWrite,
  type SellerStoreRow,
  type StoreFormValues,
  sellerStoreTexts,
  storeEditPath,
  storeEditSchema,
  storeFormSchema,
  storeFormValuesOf,
  updateStore,
  useRecordWrite,
  useRefusedCreate,
  useSellerStore,
  WriteRefused,
} from '../data';
import { ImageUploadField } from '../image-upload-field';
import { RecordStatus } from '../record-status';
import { StoreComparison } from '../store-comparison';
import { STORE_FIELD_LABELS, showStoreValue } from './store-values';
import '../seller.css';

const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

const FORM_ID = 'store-form';
const w = messages.sellerWrite;

/** The store as the form shows it: the server's, with a refused edit of its details over it until settled. */
function shownValues(store: SellerStoreRow, write: RecordWriteState): StoreFormValues {
  const refused =
    write.refused && storeEditPath(write.refused) === '' ? refusedEdit(write.refused) : undefined;
  return storeFormValuesOf({ ...store, ...refused } as SellerStoreRow);
}

/**
 * Adds or edits a store. Editing, a newer version of the store arriving meanwhile (another tab or device, a
 * pull) never throws the typing away (useRecordDraft, as the product form). Saving waits for the server's
 * answer before it says so; a refused create (`refused`) reopens here with what was sent.
 */
function StoreForm({
  store,
  write = {},
  refused,
}: {
  store?: SellerStoreRow;
  write?: RecordWriteState;
  refused?: RefusedWrite;
}) {
  const navigate = useNavigate();
  // The refused create this form corrects: the one it opened with, then the last one answered here.
  const [replaces, setReplaces] = useState(refused?.id);
  const record = store
    ? shownValues(store, write)
    : refused
      ? storeFormValuesOf(refusedBody(refused) as unknown as SellerStoreRow)
      : emptyStoreForm;
  const form = useForm(
    store ? storeEditSchema : storeFormSchema,
    record,
    async (data): Promise<void> => {
      if (store) {
        await draft.saving(() => reportWrite(updateStore(store, data), sellerStoreTexts.updated));
        await navigate({ to: '/seller/stores/$storeId', params: { storeId: String(store.id) } });
      } else {
        try {
          const create = createStore(data as Parameters<typeof createStore>[0], { replaces });
          await reportWrite(create, sellerStoreTexts.created);
        } catch (error) {
          if (error instanceof WriteRefused) setReplaces(error.refusal.id);
          throw error;
        }
        // A store created offline has a temporary id until it is sent: the list shows it either way.
        await navigate({ to: '/seller/stores' });
      }
    },
    { errorTitle: store ? w.storeUpdateError : w.storeCreateError },
  );
  const { setValues } = form;
  const draft = useRecordDraft<StoreFormValues>({
    record,
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
    <Form id={FORM_ID} onSubmit={form.submit} aria-label={store ? 'Editar loja' : 'Nova loja'}>
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

/** /seller/stores/add-store (`?refused=`: a refused store to fix) and /seller/stores/{id}/edit. */
export function StoreFormPage({ storeId, refusedId }: { storeId?: number; refusedId?: string }) {
  const store = useSellerStore(storeId ?? 0);
  const write = useRecordWrite('sellerStore', storeId ?? 0);
  const refused = useRefusedCreate(refusedId);
  if (storeId === undefined) {
    if (refusedId && refused === undefined) return <div className="page" aria-busy="true" />;
    return (
      <div className="page page--narrow">
        <BackLink to="/seller/stores">Minhas lojas</BackLink>
        <PageHeader title="Adicionar loja" />
        {refused && (
          <RecordStatus
            write={{ refused }}
            subject={`loja ${String(refusedBody(refused).name ?? '')}`}
            onFix={() => focusFirstField(FORM_ID)}
          />
        )}
        <StoreForm key={refused?.id ?? ''} refused={refused ?? undefined} />
      </div>
    );
  }
  if (store === undefined) return <div className="page" aria-busy="true" />;
  if (store === null) return <EmptyState title={messages.screens.storeNotFound} />;
  return (
    <div className="page page--narrow">
      <BackLink to={`/seller/stores/${store.id}`}>{store.name}</BackLink>
      <PageHeader title="Editar loja" />
      <RecordStatus
        write={write}
        subject={`loja ${store.name}`}
        onFix={() => focusFirstField(FORM_ID)}
        onApply={(refused) => reapplyStore(store, refused)}
        comparison={(refused) => <StoreComparison store={store} refused={refused} />}
      />
      <StoreForm key={store.id} store={store} write={write} />
    </div>
  );
}
