/**
 * Where to go after signing in: only same-app paths ("/account/…"), never another origin or a
 * protocol-relative URL (an open redirect would let a phishing link bounce through Feira's login).
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  ) {
    return fallback;
  }
  if (/^\/(login|register|auth\/login)(\?|$)/.test(target)) return fallback;
  return target;
}
