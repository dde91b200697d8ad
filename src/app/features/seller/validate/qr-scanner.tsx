import { useEffect, useRef, useState } from 'react';
import { createQrDecoder } from './qr-decoder';
import { scanUntilCode } from './scan-loop';
import { scanTexts } from './scan-texts';
import { cameraErrorMessage } from './scanned-code';

type Camera = { name: 'closed'; error: string | null } | { name: 'open'; notice: string | null };

/**
 * "Ler QR code": opens the rear camera, reads frames until one holds a validation code, then stops the camera
 * and hands the code over once. A refused permission, a missing camera or a QR code that is not a coupon's
 * becomes a pt-BR message; the code field next to it keeps working in every case.
 */
export function QrScanner({
  onCode,
  disabled = false,
}: {
  onCode: (code: string) => void;
  disabled?: boolean;
}) {
  const [camera, setCamera] = useState<Camera>({ name: 'closed', error: null });
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const open = camera.name === 'open';

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    let stopped = false;
    let stream: MediaStream | null = null;
    const stop = () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const close = (error: string | null) => {
      stop();
      setCamera({ name: 'closed', error });
    };
    void (async () => {
      if (!window.isSecureContext) return close(scanTexts.insecure);
      if (!navigator.mediaDevices?.getUserMedia) return close(scanTexts.noCamera);
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) close(cameraErrorMessage(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stop();
      video.srcObject = stream;
      try {
        await video.play();
        const decoder = await createQrDecoder();
        const code = await scanUntilCode({
          decode: () => decoder.decode(video),
          nextFrame,
          stopped: () => stopped,
          onRefused: (notice) => setCamera({ name: 'open', notice }),
        });
        if (code === null) return;
        // The camera stops before the code is handed over: one read, one validation.
        close(null);
        onCodeRef.current(code);
      } catch (error) {
        if (!stopped) close(cameraErrorMessage(error));
      }
    })();
    return stop;
  }, [open]);

  // Focus returns to the button that opened the camera when the seller closes it.
  const closeCamera = () => {
    setCamera({ name: 'closed', error: null });
    queueMicrotask(() => openRef.current?.focus());
  };

  return (
    <section className="card validate-scan" aria-labelledby="validate-scan-title">
      <h2 id="validate-scan-title" className="visually-hidden">
        {scanTexts.open}
      </h2>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the camera from anywhere inside it; the close button is the focusable control.
        <div
          className="validate-scan__camera"
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeCamera();
          }}
        >
          <video
            ref={videoRef}
            className="validate-scan__video"
            aria-label={scanTexts.video}
            muted
            playsInline
          />
          <p className="muted" role="status">
            {camera.notice ?? scanTexts.aim}
          </p>
          <button ref={closeRef} type="button" className="button button--ghost" onClick={closeCamera}>
            {scanTexts.close}
          </button>
        </div>
      ) : (
        <>
          <button
            ref={openRef}
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => setCamera({ name: 'open', notice: null })}
          >
            {scanTexts.open}
          </button>
          {camera.error && (
            <p className="validate-scan__error" role="alert">
              {camera.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The next frame the browser paints: reading faster than the screen refreshes finds nothing new. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
