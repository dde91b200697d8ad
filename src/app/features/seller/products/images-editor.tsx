import { useId, useState } from 'react';
import { PRODUCT_LIMITS } from '../../../../domain/product/limits';
import { productMessages, productPhotoMessages } from '../../../../domain/product/messages';
import { errorMessage } from '../../../ui/error-message';
import { addDevicePhoto, discardLocalPhoto, type ProductFormImage } from '../data';
import { DevicePhoto } from '../device-photo';

/**
 * The product's photos: several, in order; the first is the primary one (what shoppers see first). Each is
 * re-encoded in the browser before upload (data/images.ts); without a connection it is kept on this device
 * and listed the same way (reorder, primary, remove), marked as waiting to be sent with the product. Each
 * has its own description for people who cannot see it (the product page's `alt`; its name when empty).
 */
export function ImagesEditor({
  images,
  onChange,
  error,
}: {
  images: readonly ProductFormImage[];
  onChange: (images: ProductFormImage[]) => void;
  error?: string;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const message = failure ?? error;

  async function add(files: File[]) {
    setFailure(null);
    setKept(false);
    const room = PRODUCT_LIMITS.imagesMax - images.length;
    if (files.length > room) setFailure(productMessages.tooManyImages);
    const accepted = files.slice(0, Math.max(0, room));
    setUploading(accepted.length);
    const added: ProductFormImage[] = [];
    for (const file of accepted) {
      try {
        const photo = await addDevicePhoto(file);
        if (photo.kept) setKept(true);
        added.push({ url: photo.url, alt: '' });
      } catch (e) {
        setFailure(errorMessage(e));
      }
    }
    setUploading(0);
    onChange([...images, ...added]);
  }

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <fieldset className="choice-group" aria-describedby={message ? `${id}-error` : undefined}>
      <legend>
        Fotos ({images.length} de {PRODUCT_LIMITS.imagesMax})
      </legend>
      {images.length > 0 && (
        <p id={`${id}-alt-hint`} className="field__hint">
          A descrição de cada foto é lida para quem não consegue vê-la; sem ela, vale o nome do produto.
        </p>
      )}
      <ul className="seller-images">
        {images.map((image, index) => (
          <li key={image.url}>
            <DevicePhoto src={image.url} alt={`Foto ${index + 1}${index === 0 ? ' (principal)' : ''}`} />
            {index === 0 ? (
              <span>Principal</span>
            ) : (
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => move(index, 0)}
              >
                Tornar principal
              </button>
            )}
            {index > 0 && (
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`Mover foto ${index + 1} para a esquerda`}
                onClick={() => move(index, index - 1)}
              >
                ←
              </button>
            )}
            {index < images.length - 1 && (
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`Mover foto ${index + 1} para a direita`}
                onClick={() => move(index, index + 1)}
              >
                →
              </button>
            )}
            <label className="seller-images__alt">
              <span>Descrição da foto {index + 1}</span>
              <input
                type="text"
                aria-describedby={`${id}-alt-hint`}
                value={image.alt}
                maxLength={PRODUCT_LIMITS.imageAltMax}
                placeholder="Ex.: pote de mel com rótulo amarelo"
                onChange={(event) =>
                  onChange(
                    images.map((item, i) => (i === index ? { ...item, alt: event.target.value } : item)),
                  )
                }
              />
            </label>
            <button
              type="button"
              className="button button--small button--ghost"
              aria-label={`Remover foto ${index + 1}`}
              onClick={() => {
                onChange(images.filter((_, i) => i !== index));
                void discardLocalPhoto(image.url);
              }}
            >
              Remover
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={id}>Adicionar fotos</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={uploading > 0}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void add(files);
        }}
      />
      {uploading > 0 && <p className="field__hint">Enviando {uploading} foto(s)…</p>}
      {kept && (
        <p className="field__hint" role="status">
          {productPhotoMessages.keptOnDevice}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
