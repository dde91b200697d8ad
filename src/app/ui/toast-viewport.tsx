import { useEffect, useRef, useState } from 'react';
import { TOAST } from '../../domain/constants';
import { dismissToast, useToastStore } from '../stores/toast-store';
import { isSwipeDismiss } from './toast-rules';

/**
 * One toast at a time (spec 000 §9): removed after 5 s, by its close button, or by a 50 px swipe.
 * The live region stays mounted so screen readers announce every new toast.
 */
export function ToastViewport() {
  const toast = useToastStore((state) => state.queue[0]);
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST.autoRemoveMs);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  return (
    <section className="toast-viewport" aria-label="Avisos">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <div
            key={toast.id}
            // A new toast starts unswiped (the key remounts the element; the offset is reset on dismiss).
            className={`toast toast--${toast.variant}`}
            style={
              offset ? { transform: `translateX(${offset}px)`, opacity: 1 - Math.abs(offset) / 200 } : {}
            }
            onPointerDown={(event) => {
              startX.current = event.clientX;
              setPaused(true);
            }}
            onPointerMove={(event) => {
              if (startX.current !== null) setOffset(event.clientX - startX.current);
            }}
            onPointerUp={(event) => {
              const start = startX.current;
              startX.current = null;
              setPaused(false);
              if (start !== null && isSwipeDismiss(start, event.clientX)) {
                setOffset(0);
                dismissToast(toast.id);
              } else setOffset(0);
            }}
            onPointerCancel={() => {
              startX.current = null;
              setPaused(false);
              setOffset(0);
            }}
          >
            <div className="toast__text">
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            <button
              type="button"
              className="toast__close"
              aria-label="Fechar aviso"
              onClick={() => dismissToast(toast.id)}
            >
              ×
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
