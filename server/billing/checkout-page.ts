/**
 * The local test-mode provider's checkout page: plain server-rendered HTML, Portuguese, no script at all (the
 * CSP allows none inline, and a payment form needs none), labelled fields with autocomplete hints, errors tied
 * to their field with aria-describedby and announced by role="alert".
 */
import { type PaidPlanId, PLANS, testCheckoutMessages as t } from '../../src/domain/billing';
import { escapeHtml } from '../http/html';

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f6f3; color: #1d1d1b; }
  main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
  .banner { background: #ffe066; color: #1d1d1b; padding: .5rem 1rem; text-align: center; font-weight: 600; }
  form, section { background: #fff; border-radius: .75rem; padding: 1rem; margin-top: 1rem; }
  label { display: block; font-weight: 600; margin-top: .75rem; }
  input { width: 100%; box-sizing: border-box; font-size: 1.1rem; padding: .6rem; margin-top: .25rem;
    border: 1px solid #6b6b66; border-radius: .5rem; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .error { color: #b3261e; font-weight: 600; }
  button { font-size: 1.1rem; padding: .75rem 1rem; border-radius: .5rem; border: 0; margin-top: 1rem; width: 100%;
    background: #1f6f43; color: #fff; cursor: pointer; }
  button.secondary { background: #e4e4df; color: #1d1d1b; }
  :focus-visible { outline: 3px solid #1f4fbf; outline-offset: 2px; }
  .hint { font-size: .9rem; color: #4a4a45; }`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Feira</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">${escapeHtml(t.banner)}</div>
<main>
${body}
</main>
</body>
</html>`;
}

export interface PaymentFormState {
  sessionId: string;
  plan: PaidPlanId;
  error: { field: string | null; message: string } | null;
  values?: { number?: string; expiry?: string; name?: string };
}

function field(
  state: PaymentFormState,
  name: 'number' | 'expiry' | 'cvc' | 'name',
  label: string,
  attrs: string,
): string {
  const invalid = state.error?.field === name;
  const value = name === 'cvc' ? '' : (state.values?.[name] ?? '');
  return `<label for="card-${name}">${escapeHtml(label)}</label>
<input id="card-${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${
    invalid ? ' aria-invalid="true" aria-describedby="payment-error"' : ''
  }>`;
}

export function paymentPage(state: PaymentFormState): string {
  const base = `/api/test-checkout/${encodeURIComponent(state.sessionId)}`;
  const error = state.error
    ? `<p id="payment-error" class="error" role="alert">${escapeHtml(state.error.message)}</p>`
    : '';
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro(state.plan))}</p>
<p class="hint">${escapeHtml(PLANS[state.plan].description)}</p>
<form method="post" action="${base}" novalidate>
${error}
${field(state, 'number', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" required')}
${field(state, 'expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" required')}
${field(state, 'cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
${field(state, 'name', t.name, 'autocomplete="cc-name"')}
<p class="hint">${escapeHtml(t.cardsHint)}</p>
<button type="submit">${escapeHtml(t.pay)}</button>
</form>
<form method="post" action="${base}/cancel">
<button type="submit" class="secondary">${escapeHtml(t.cancel)}</button>
</form>`,
  );
}

export function confirmPage(sessionId: string, plan: PaidPlanId): string {
  const base = `/api/test-checkout/${encodeURIComponent(sessionId)}`;
  return layout(
    t.confirmTitle,
    `<h1>${escapeHtml(t.confirmTitle)}</h1>
<section>
<p>${escapeHtml(t.confirmIntro)}</p>
<p>${escapeHtml(t.intro(plan))}</p>
<form method="post" action="${base}/confirm">
<button type="submit" name="action" value="confirm">${escapeHtml(t.confirm)}</button>
<button type="submit" name="action" value="fail" class="secondary">${escapeHtml(t.fail)}</button>
</form>
</section>`,
  );
}

export function closedPage(message: string, callback: string): string {
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<section>
<p role="status">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(callback)}">${escapeHtml(t.backToFeira)}</a></p>
</section>`,
  );
}
