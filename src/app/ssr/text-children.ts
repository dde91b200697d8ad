/**
 * Adjacent text children (`Vendido por{' '}<a>`, `{count} produtos`) are one text node in server-rendered
 * HTML but several in a Preact tree, and Preact's hydration does not split text nodes: it rewrites the first
 * and inserts the rest (a mismatch). Joining adjacent strings and numbers into one child when each element is
 * created gives one text node on both sides. Installed by both entries (src/app/boot.tsx, src/entry-server.tsx).
 */
import { options } from 'preact';

type Child = unknown;
const isText = (child: Child): child is string | number =>
  typeof child === 'string' || typeof child === 'number';

/** Nothing in the DOM: a hole between two texts leaves them one text node in server-rendered HTML. */
const isHole = (child: Child) => child === null || child === undefined || typeof child === 'boolean';

export function joinText(children: Child[]): Child[] {
  let joined: Child[] | null = null;
  // Index in `joined` of a text that only holes have followed since: the next text joins it.
  let openText = -1;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (isText(child) && openText >= 0 && joined) {
      joined[openText] = `${joined[openText] as string | number}${child}`;
      joined.length = openText + 1;
      continue;
    }
    if (isText(child) && openText < 0) {
      // Look ahead: is another text coming after only holes? Only then is a copy worth making.
      let next = i + 1;
      while (next < children.length && isHole(children[next])) next++;
      if (next < children.length && isText(children[next])) {
        joined ??= children.slice(0, i);
        joined.push(child);
        openText = joined.length - 1;
        continue;
      }
    }
    if (!isHole(child)) openText = -1;
    joined?.push(child);
  }
  return joined ?? children;
}

let installed = false;

export function joinAdjacentText(): void {
  if (installed) return;
  installed = true;
  const next = options.vnode;
  options.vnode = (vnode) => {
    const props = vnode.props as { children?: Child } | undefined;
    if (typeof vnode.type === 'string' && Array.isArray(props?.children) && props.children.length > 1) {
      props.children = joinText(props.children);
    }
    next?.(vnode);
  };
}
