/** A promotion id from a path or query segment; anything but a positive integer is "no such promotion". */
export function idOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}
