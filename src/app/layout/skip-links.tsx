import { useEffect } from 'react';

const LINKS = [
  { key: 'm', target: 'main-content', label: 'Pular para o conteúdo principal', hint: 'Alt+M' },
  { key: 'n', target: 'main-navigation', label: 'Pular para a navegação', hint: 'Alt+N' },
  { key: 's', target: 'search-input', label: 'Pular para a busca', hint: 'Alt+S' },
  { key: 'f', target: 'footer', label: 'Pular para o rodapé', hint: 'Alt+F' },
] as const;

function focusTarget(id: string) {
  const element = document.getElementById(id);
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
      focusTarget(link.target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <nav className="skip-links" aria-label="Atalhos de acessibilidade">
      {LINKS.map((link) => (
        <a
          key={link.key}
          href={`#${link.target}`}
          className="skip-link"
          onClick={(event) => {
            event.preventDefault();
            focusTarget(link.target);
          }}
        >
          {`${link.label} `}
          <kbd>{link.hint}</kbd>
        </a>
      ))}
    </nav>
  );
}
