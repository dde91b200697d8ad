import { useEffect } from 'react';
import { PUBLIC_PAGES, type PublicPagePath, shareTags } from '../../../domain/public-pages';

/** Sets a meta tag, creating it when index.html has none; returns how to put the previous value back. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !tag;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  const previous = tag.content;
  tag.content = content;
  const element = tag;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

/**
 * The page's title, description and sharing tags while it is open (the server writes the same tags into the
 * HTML of a first visit); leaving the page restores the shell's, so the next screen does not inherit them.
 */
export function usePageMeta(path: PublicPagePath): void {
  useEffect(() => {
    const meta = PUBLIC_PAGES[path];
    const previousTitle = document.title;
    document.title = meta.title;
    const restore = [
      setMeta('name', 'description', meta.description),
      ...shareTags(path, window.location.origin).map(([attribute, key, content]) =>
        setMeta(attribute, key, content),
      ),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [path]);
}
