import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST } from '../../../domain/constants';
import { SLIDES } from './slides';
import { usePageMeta } from './use-page-meta';
import './public.css';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/** Keys typed into a field (the header's search box) are the field's, not the presentation's. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * /presentation: a short slide show for a market association, on a phone or a projector. Keyboard (arrows,
 * Page Up/Down, space, Home/End), swipe, and buttons; the slide number is announced; "Tela cheia" for the
 * projector. The same swipe distance as the toasts' (spec 000 §9) decides a swipe from a tap.
 */
export function PresentationPage() {
  usePageMeta('/presentation');
  const [index, setIndex] = useState(0);
  const stage = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);
  const last = SLIDES.length - 1;
  const go = useCallback((to: number) => setIndex(Math.max(0, Math.min(last, to))), [last]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      // A focused button takes space and Enter itself.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      let handled = true;
      if (NEXT_KEYS.has(event.key)) setIndex((i) => Math.min(last, i + 1));
      else if (PREVIOUS_KEYS.has(event.key)) setIndex((i) => Math.max(0, i - 1));
      else if (event.key === 'Home') setIndex(0);
      else if (event.key === 'End') setIndex(last);
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  const slide = SLIDES[index] ?? SLIDES[0];
  if (!slide) return null;
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  };

  return (
    <div className="page presentation">
      <h1 className="visually-hidden">Apresentação do Feira</h1>
      <section
        ref={stage}
        className="slide"
        aria-roledescription="apresentação"
        aria-label={`Slide ${index + 1} de ${SLIDES.length}`}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const dx = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) >= TOAST.swipeThresholdPx) go(dx < 0 ? index + 1 : index - 1);
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <h2 className="slide__title">{slide.title}</h2>
        <ul className="slide__points">
          {slide.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <div className="slide-controls">
        <button
          type="button"
          className="button button--ghost"
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          Anterior
        </button>
        <p className="slide-controls__count" aria-live="polite">
          {index + 1} / {SLIDES.length}
        </p>
        <button type="button" className="button" disabled={index === last} onClick={() => go(index + 1)}>
          Próximo
        </button>
      </div>
      <p className="slide-help">
        Use as setas do teclado ou deslize para o lado.{' '}
        <button type="button" className="link-button" onClick={fullscreen}>
          Tela cheia
        </button>
      </p>
    </div>
  );
}
