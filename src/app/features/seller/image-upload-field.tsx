import { useId, useState } from 'react';
import { productPhotoMessages } from '../../../domain/product/messages';
import { errorMessage } from '../../ui/error-message';
import { addDevicePhoto, discardLocalPhoto, usePhotoSrc } from './data';

/**
 * One image (store logo, cover): compressed in the browser and uploaded, its URL handed back. When the upload
 * cannot happen now (offline, server busy) the compressed image is kept on this device and its local
 * reference is handed back instead, shown from there and uploaded with the store's queued write.
 */
export function ImageUploadField({
  label,
  url,
  error,
  onUploaded,
}: {
  label: string;
  url: string;
  error?: string;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const photo = usePhotoSrc(url);
  const message = failure ?? error;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {url && photo.src && (
        <img
          src={photo.src}
          alt={`${label} atual`}
          className="seller-images__preview"
          width={112}
          height={112}
        />
      )}
      {url && photo.local && <p className="pending">{productPhotoMessages.pending}</p>}
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={busy}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setBusy(true);
          setFailure(null);
          try {
            const added = await addDevicePhoto(file);
            // The image it replaces, if it was only on this device and no write carries it yet, is dropped.
            if (photo.local) await discardLocalPhoto(url);
            onUploaded(added.url);
          } catch (e) {
            setFailure(errorMessage(e));
          } finally {
            setBusy(false);
          }
        }}
      />
      {busy && <p className="field__hint">Enviando imagem…</p>}
      {message && (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      )}
    </div>
  );
}
