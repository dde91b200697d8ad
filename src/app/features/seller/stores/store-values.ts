import { CATEGORY_LABELS } from '../../../../domain/categories';
import { messages } from '../../../../domain/messages';
import { formatOpeningDays } from '../../../../domain/weekdays';
import { showFormValue } from '../conflict-view';
import type { StoreFormValues } from '../data';

/** The store form's fields as the "changed elsewhere" notice and the conflict screen name them. */
export const STORE_FIELD_LABELS = {
  name: messages.screens.storeName,
  description: 'Descrição',
  category: 'Categoria',
  phone: 'Telefone',
  whatsapp: 'WhatsApp',
  address: 'Endereço',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado (UF)',
  openingDays: 'Dias de feira',
  opensAt: 'Abre às',
  closesAt: 'Fecha às',
  imageUrl: 'Logo',
  coverUrl: 'Imagem de capa',
  latitude: 'Latitude',
  longitude: 'Longitude',
  isActive: 'Ativa',
} satisfies Record<keyof StoreFormValues & string, string>;

/** A store value as the seller reads it (form text or the API's value: days as names, images as a word). */
export function showStoreValue(key: string, value: unknown): string {
  if (key === 'openingDays') {
    const days = Array.isArray(value)
      ? value.map(Number)
      : String(value ?? '')
          .split(',')
          .filter((d) => d !== '')
          .map(Number);
    return formatOpeningDays(days);
  }
  if (key === 'category' && typeof value === 'string')
    return CATEGORY_LABELS[value as keyof typeof CATEGORY_LABELS] ?? value;
  if ((key === 'imageUrl' || key === 'coverUrl') && value) return 'imagem escolhida';
  return showFormValue(value);
}
