/**
 * Adjacent text children (`Vendido por{' '}<a>`, `{count} produtos`) are one text node in server-rendered
 * HTML but several in a Preact tree, and Preact's hydration does not split text nodes: it rewrites the first
 * and inserts the rest (a mismatch). Joining adjacent strings and numbers into one child when each element is
 * created gives one text node on both sides. Installed by both entries (src/main.tsx, src/entry-server.tsx).
 */
import { options } from 'preact';

type Child = unknown;
const isText = (child: Child): child is string | number =>
  typeof child === 'string' || typeof child === 'number';

function joinText(children: Child[]): Child[] {
  let joined: Child[] | null = null;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const previous = joined ? joined[joined.length - 1] : undefined;
    if (i > 0 && isText(child) && isText(children[i - 1])) {
      joined ??= children.slice(0, i);
      joined[joined.length - 1] = `${previous ?? children[i - 1]}${child}`;
    } else if (joined) {
      joined.push(child);
    }
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
