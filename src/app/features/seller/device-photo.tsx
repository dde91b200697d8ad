import { productPhotoMessages } from '../../../domain/product/messages';
import { usePhotoSrc } from './data';

/**
 * A product or store photo by URL or by local reference (kept on this device until its record's write is sent); the
 * local one carries the "aguardando envio" mark, in text so it is not told by the picture alone.
 */
export function DevicePhoto({ src, alt, mark = true }: { src: string; alt: string; mark?: boolean }) {
  const photo = usePhotoSrc(src);
  return (
    <>
      {photo.src ? (
        <img src={photo.src} alt={alt} />
      ) : (
        <span className="seller-photo__loading" aria-hidden="true" />
      )}
      {photo.local && mark && (
        <span className="pending seller-photo__pending">{productPhotoMessages.pending}</span>
      )}
    </>
  );
}
