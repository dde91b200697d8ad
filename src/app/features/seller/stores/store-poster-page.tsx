import { Link, useRouter } from '@tanstack/react-router';
import { QrCode } from '../../../ui/qr-code';
import { useSellerStore } from '../data';
import { StoreNotFound } from './store-page';
import './store-poster.css';

/**
 * /seller/stores/{id}/poster: a printable poster for the stall with the QR code of the store's public page, the
 * link in text for whoever types it, and "Imprimir". The print stylesheet leaves only the poster on the sheet.
 */
export function StorePosterPage({ storeId }: { storeId: number }) {
  const store = useSellerStore(storeId);
  const router = useRouter();
  if (store === undefined) return <div className="page" aria-busy="true" />;
  if (store === null) return <StoreNotFound />;
  const id = String(store.id);
  const path = router.buildLocation({ to: '/stores/$id', params: { id } }).href;
  const url = new URL(path, window.location.origin).href;
  return (
    <div className="page store-poster-page">
      <div className="store-poster__actions">
        <Link to="/seller/stores/$storeId" params={{ storeId: id }} className="back-link">
          ← {store.name}
        </Link>
        <h1>Cartaz com QR code</h1>
        <p>
          Imprima este cartaz e deixe-o na barraca: quem ler o QR code abre a página da sua loja na Feira.
        </p>
        <button type="button" className="button" onClick={() => window.print()}>
          Imprimir
        </button>
      </div>
      <article className="store-poster" aria-labelledby="store-poster-title">
        <p className="store-poster__kicker">Encontre nossa barraca na Feira</p>
        <h2 id="store-poster-title">{store.name}</h2>
        <QrCode value={url} label={`QR code da página da loja ${store.name}`} className="store-poster__qr" />
        <p className="store-poster__hint">Aponte a câmera do celular para o QR code</p>
        <p className="store-poster__url">{url}</p>
      </article>
    </div>
  );
}
