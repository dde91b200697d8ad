/**
 * The browser's first render of a server-rendered page is React's hydration of the server's markup, and it must
 * render exactly what the server rendered. What only the browser knows (the signed-in user from this device's
 * copy, the connection verdict, the clock) is read through `useHydrating()`: true on the server and while the
 * page hydrates, false once it has. The switch is a state of the root (`HydrationRoot`), set by an effect of the
 * root, which React runs after the hydrating commit, and set in a transition: the parts that read it render
 * again in short slices that yield to a tap, and a part React has not hydrated yet (a `<Later>` boundary) is
 * hydrated first with the server's view, then updated.
 *
 * Parts below the first screen sit in `<Later>` boundaries: React hydrates each Suspense boundary in a render
 * of its own, at low priority and in short slices, and hydrates first the one a tap lands on.
 */
import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { FIRST_DATA_ELEMENT_ID } from '../../domain/first-data';

/** A page the server rendered carries its first data (server/http/page-head.ts); the app shell has none. */
export function isServerRendered(document: Document): boolean {
  return document.getElementById(FIRST_DATA_ELEMENT_ID) !== null;
}

/** True where no root says otherwise: the server renders the server's view. */
const HydratingContext = createContext(true);

/** True on the server and while the page hydrates: render the server's view of the page. */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

/**
 * The browser's root. On a server-rendered page it renders the server's view until its hydrating commit, then
 * calls `onHydrated` and turns to the device's view in a transition; on the app shell it is the device's view
 * from the start.
 */
export function HydrationRoot({
  serverRendered,
  onHydrated,
  children,
}: {
  serverRendered: boolean;
  onHydrated: () => void;
  children: ReactNode;
}) {
  const [hydrating, setHydrating] = useState(serverRendered);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit (the hydrating one).
  useEffect(() => {
    if (!serverRendered) return;
    onHydrated();
    startTransition(() => setHydrating(false));
  }, []);
  return <HydratingContext value={hydrating}>{children}</HydratingContext>;
}

/**
 * A part of the page that hydrates on its own, after what is above it (a grid's card, a section below the
 * first screen). It renders its children at once everywhere: it only draws the line React hydrates by.
 */
export function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
