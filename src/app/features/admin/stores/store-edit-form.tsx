import { type AdminStore, adminStoreEditSchema } from '../../../../domain/api/admin';
import { sellerMessages } from '../../../../domain/api/seller';
import { CATEGORIES, CATEGORY_LABELS } from '../../../../domain/categories';
import { messages } from '../../../../domain/messages';
import { toastSuccess } from '../../../stores/toast-store';
import { SelectField, TextareaField, TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { useForm } from '../../../ui/use-form';
import { editStore } from '../data';

const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

type Detail = Awaited<ReturnType<typeof editStore>>;

/** The admin's "Editar loja": the store's public details, validated by the seller's own field rules. */
export function StoreEditForm({ store, onDone }: { store: AdminStore; onDone: (d: Detail) => void }) {
  const form = useForm(
    adminStoreEditSchema,
    {
      name: store.name,
      description: store.description ?? '',
      category: store.category,
      phone: store.phone ?? '',
      whatsapp: store.whatsapp ?? '',
      address: store.address,
      city: store.city,
      state: store.state,
    },
    async (data) => {
      onDone(await editStore(store.id, data));
      toastSuccess(sellerMessages.storeUpdated);
    },
  );
  return (
    <Form onSubmit={form.submit} aria-label="Editar loja">
      <TextField label={messages.screens.storeName} required autoComplete="off" {...form.field('name')} />
      <TextareaField label="Descrição" rows={3} {...form.field('description')} />
      <SelectField label="Categoria" options={categoryOptions} {...form.field('category')} />
      <TextField label="Telefone" type="tel" autoComplete="off" {...form.field('phone')} />
      <TextField label="WhatsApp" type="tel" autoComplete="off" {...form.field('whatsapp')} />
      <TextField label="Endereço" autoComplete="off" {...form.field('address')} />
      <TextField label="Cidade" autoComplete="off" {...form.field('city')} />
      <TextField label="Estado (UF)" maxLength={2} autoComplete="off" {...form.field('state')} />
      <FormError message={form.formError} />
      <SubmitButton busy={form.busy} busyLabel="Salvando…">
        Salvar alterações
      </SubmitButton>
    </Form>
  );
}
