import { useEffect } from 'react';

/**
 * Where "navigation" is, first visible wins: the desktop navigation (768 px and up), the seller area's tab
 * bar (which takes the bottom bar's place on a phone), then the shopper's bottom bar. The desktop
 * navigation is hidden on a phone, so a single target left a phone's keyboard user on nothing. Focus goes
 * to the navigation's first link: a phone's bars are fixed boxes inside a landmark of no height, whose own
 * focus ring nobody would see.
 */
const NAVIGATIONS = ['main-navigation', 'seller-navigation', 'bottom-navigation'];

const LINKS = [
  { key: 'm', targets: ['main-content'], label: 'Pular para o conteúdo principal', hint: 'Alt+M' },
  { key: 'n', targets: NAVIGATIONS, label: 'Pular para a navegação', hint: 'Alt+N' },
  { key: 's', targets: ['search-input'], label: 'Pular para a busca', hint: 'Alt+S' },
  { key: 'f', targets: ['footer'], label: 'Pular para o rodapé', hint: 'Alt+F' },
] as const;

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
}

function focusTarget(ids: readonly string[]) {
  const found = ids
    .map((id) => document.getElementById(id))
    .find((candidate): candidate is HTMLElement => candidate !== null && isShown(candidate));
  const element =
    found?.tagName === 'NAV' ? (found.querySelector<HTMLElement>('a[href], button') ?? found) : found;
  if (!element) return;
  if (!element.hasAttribute('tabindex') && !/^(INPUT|A|BUTTON|SELECT|TEXTAREA)$/.test(element.tagName)) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus();
  element.scrollIntoView({ block: 'start' });
}

/** Skip links (spec 000 §2), also reachable with Alt+M/N/S/F from anywhere. */
export function SkipLinks() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const link = LINKS.find((l) => l.key === event.key.toLowerCase());
      if (!link) return;
      event.preventDefault();
      focusTarget(link.targets);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <nav className="skip-links" aria-label="Atalhos de acessibilidade">
      {LINKS.map((link) => (
        <a
          key={link.key}
          href={`#${link.targets[0]}`}
          className="skip-link"
          onClick={(event) => {
            event.preventDefault();
            focusTarget(link.targets);
          }}
        >
          {`${link.label} `}
          <kbd>{link.hint}</kbd>
        </a>
      ))}
    </nav>
  );
}
