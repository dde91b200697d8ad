/**
 * The one HTML escape of the server (page heads' tags and preloads, the test checkout page, the reset e-mail):
 * each of the five characters that can end a text or a quoted attribute value becomes its entity, so the same
 * call is safe in either place.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
