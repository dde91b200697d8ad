/**
 * The browser's first render of a server-rendered page is React's hydration of the server's markup, and it must
 * render exactly what the server rendered. What only the browser knows (the signed-in user from this device's
 * copy, the connection verdict, the clock) is read through `useHydrating()`: true on the server and while the
 * page hydrates, false once it has.
 *
 * Parts below the first screen sit in `<Later>` boundaries: React hydrates the root first, then each Suspense
 * boundary in a render of its own, at low priority and in short slices, and hydrates first the one a tap lands
 * on. The page has hydrated when the root and every boundary have committed: each boundary counts itself when
 * the root (or the boundary around it) commits, and counts itself done from an effect inside it, which React
 * runs when that boundary has hydrated. Only then does `HydrationRoot` turn to the device's view and start
 * the data layer: an update that reached a boundary still waiting to hydrate would make React hydrate it out of
 * turn, or throw its server markup away and render it anew.
 *
 * The switch is a state of the root read through a context, so only the components that read it render again,
 * and it is a transition, so they render in slices that yield. The data layer starts once that render has
 * committed, not during it: it changes stores those components also read (the session, the connection), and a
 * store that changes under a transition's render makes React render it all again, blocking.
 */
import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
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

/** `<Later>` boundaries committed but not hydrated yet, and who waits for there to be none. */
let waitingBoundaries = 0;
let whenAllHydrated: (() => void) | null = null;

/** One boundary is done waiting: it has hydrated, or it went away first (a tap took the page elsewhere). */
function boundaryDone(): void {
  waitingBoundaries -= 1;
  if (waitingBoundaries > 0 || !whenAllHydrated) return;
  const done = whenAllHydrated;
  whenAllHydrated = null;
  done();
}

/** A boundary that waits for its content to hydrate; counted once, whichever comes first. */
interface Waiting {
  waiting: boolean;
}

function stopWaiting(boundary: Waiting): void {
  if (!boundary.waiting) return;
  boundary.waiting = false;
  boundaryDone();
}

/**
 * The browser's root. On a server-rendered page it renders the server's view until the root and every
 * `<Later>` boundary have hydrated, then calls `onHydrated`, turns to the device's view and, once that has
 * committed, calls `onDeviceView`; on the app shell it is the device's view from the start.
 */
export function HydrationRoot({
  serverRendered,
  onHydrated,
  onDeviceView,
  children,
}: {
  serverRendered: boolean;
  onHydrated: () => void;
  onDeviceView: () => void;
  children: ReactNode;
}) {
  const [hydrating, setHydrating] = useState(serverRendered);
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the device's view has committed.
  useEffect(() => {
    if (serverRendered && !hydrating) onDeviceView();
  }, [hydrating]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit (the hydrating one).
  useEffect(() => {
    if (!serverRendered || started.current) return;
    started.current = true;
    whenAllHydrated = () => {
      onHydrated();
      startTransition(() => setHydrating(false));
    };
    // The root's own boundaries have counted themselves: layout effects run before this one.
    waitingBoundaries += 1;
    boundaryDone();
  }, []);
  return <HydratingContext value={hydrating}>{children}</HydratingContext>;
}

/** Inside a boundary: its effect runs once React has hydrated (or rendered) what the boundary holds. */
function Hydrated({ boundary }: { boundary: Waiting }) {
  useEffect(() => stopWaiting(boundary), [boundary]);
  return null;
}

/**
 * A part of the page that hydrates on its own, after what is above it (a grid's card, a section below the
 * first screen). It renders its children at once everywhere: it only draws the line React hydrates by.
 */
export function Later({ children }: { children: ReactNode }) {
  const [boundary] = useState<Waiting>(() => ({ waiting: false }));
  // Counted when what is around it commits, before anything inside it can say it has hydrated.
  useLayoutEffect(() => {
    boundary.waiting = true;
    waitingBoundaries += 1;
    return () => stopWaiting(boundary);
  }, [boundary]);
  return (
    <Suspense fallback={null}>
      <Hydrated boundary={boundary} />
      {children}
    </Suspense>
  );
}
