import { useId, useState } from 'react';
import { errorMessage } from '../../ui/error-message';
import { uploadProductImage } from './data';

/** One image (store logo, cover): compressed in the browser, uploaded, its URL handed back. */
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
  const message = failure ?? error;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {url && (
        <img src={url} alt={`${label} atual`} className="seller-images__preview" width={112} height={112} />
      )}
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
            onUploaded(await uploadProductImage(file));
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
