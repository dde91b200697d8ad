/**
 * A tap on a server-rendered page before it has hydrated lands on a button with no handler yet and would be
 * lost. Such taps are held (once per button, in order) and replayed when the page is the app. Links need no
 * help: until then they navigate as the plain links they are.
 */
export function holdEarlyClicks(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"]');
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    for (const control of held) if (control.isConnected) control.click();
  };
}
