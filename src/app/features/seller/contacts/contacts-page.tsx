import { useState } from 'react';
import { telUrl, whatsappUrl } from '../../../../domain/contacts';
import { formatDateTime, normalizeSearch } from '../../../../domain/format';
import { TextField } from '../../../ui/fields';
import { ListView } from '../../../ui/list-view';
import { OfflineNotice, PageHeader } from '../../../ui/page-state';
import { type ContactWire, downloadContactsCsv, useContacts, useSellerStoreList } from '../data';
import '../seller.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ContactRow({ contact, storeNames }: { contact: ContactWire; storeNames: string }) {
  const tel = telUrl(contact.phone);
  const whatsapp = whatsappUrl(contact.phone);
  return (
    <li className="seller-card">
      <h2>{contact.name}</h2>
      <p>
        {plural(contact.reservationsCount, 'reserva', 'reservas')} ·{' '}
        {plural(contact.redemptionsCount, 'cupom resgatado', 'cupons resgatados')}
      </p>
      <p className="muted">
        Último contato em {formatDateTime(contact.lastInteractionAt)}
        {storeNames && ` · ${storeNames}`}
      </p>
      {(contact.phone || contact.email) && (
        <p>
          {contact.phone}
          {contact.phone && contact.email && ' · '}
          {contact.email}
        </p>
      )}
      {(tel || whatsapp) && (
        <div className="seller-card__row">
          {tel && (
            <a className="button button--small" href={tel} aria-label={`Ligar para ${contact.name}`}>
              Ligar
            </a>
          )}
          {whatsapp && (
            <a
              className="button button--small button--ghost"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp de ${contact.name}`}
            >
              WhatsApp
            </a>
          )}
        </div>
      )}
    </li>
  );
}

/** /seller/contacts: who reserved or redeemed at the seller's stores, searchable, exportable to CSV. */
export function ContactsPage() {
  const contacts = useContacts();
  const stores = useSellerStoreList();
  const [query, setQuery] = useState('');
  const key = normalizeSearch(query);
  const shown = contacts.data?.filter(
    (c) => key === '' || normalizeSearch(`${c.name} ${c.phone ?? ''} ${c.email ?? ''}`).includes(key),
  );
  const names = new Map((stores.data ?? []).map((s) => [s.id, s.name]));
  return (
    <div className="page">
      <PageHeader title="Contatos">
        <button
          type="button"
          className="button"
          disabled={!shown || shown.length === 0}
          onClick={() => shown && downloadContactsCsv(shown)}
        >
          Exportar CSV
        </button>
      </PageHeader>
      {contacts.offline && contacts.data && <OfflineNotice />}
      <TextField
        label="Buscar contato"
        type="search"
        placeholder="Nome, telefone ou e-mail"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ListView
        items={shown}
        error={!contacts.data && contacts.error ? contacts.error : undefined}
        empty={
          key === ''
            ? 'Nenhum cliente ainda: quem reservar ou resgatar um cupom nas suas lojas aparece aqui.'
            : 'Nenhum contato encontrado.'
        }
      >
        {(items) => (
          <>
            <p className="list-count" aria-live="polite">
              {plural(items.length, 'contato', 'contatos')}
            </p>
            <ul className="seller-list" aria-label="Contatos">
              {items.map((c) => (
                <ContactRow
                  key={`${c.userId ?? c.name}-${c.phone ?? ''}`}
                  contact={c}
                  storeNames={c.storeIds
                    .map((id) => names.get(id) ?? '')
                    .filter(Boolean)
                    .join(', ')}
                />
              ))}
            </ul>
          </>
        )}
      </ListView>
    </div>
  );
}
