/**
 * Showing a photo that may still be on this device only: a local reference becomes an object URL of the
 * kept blob for as long as a component shows it (revoked on unmount or when the reference changes, so a
 * long session of adding photos does not pin every blob in memory).
 */
import { useEffect, useState } from 'react';
import { localPhotoId, readLocalPhoto } from '../../../../data/mutations';

export { discardLocalPhoto } from '../../../../data/mutations';

export const isLocalPhoto = (src: string) => localPhotoId(src) !== null;

/** The URL an <img> can show for `src` (undefined while a local photo loads), and whether it is local. */
export function usePhotoSrc(src: string): { src: string | undefined; local: boolean } {
  const local = isLocalPhoto(src);
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!local) return;
    let cancelled = false;
    let url: string | undefined;
    void readLocalPhoto(src).then((photo) => {
      if (cancelled || !photo) return;
      url = URL.createObjectURL(photo.blob);
      setObjectUrl(url);
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      setObjectUrl(undefined);
    };
  }, [src, local]);
  return { src: local ? objectUrl : src, local };
}
