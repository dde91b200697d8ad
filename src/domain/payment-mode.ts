/**
 * Spec 000 §9: the test-mode banner shows "when payment mode is not live". Any answer of the payment config
 * that does not say `live` (test, a missing or an unknown mode) shows it: only a real payment provider may
 * hide the warning, or no provider at all (`unavailable`: no card can be typed anywhere, so there is nothing
 * to warn about; the subscription screen says payments are unavailable). A request that failed is not an
 * answer ('Falha ao obter configuração', no banner), so callers decide that case before asking. Import-free:
 * it runs on the first route.
 */
export function isTestModeAnswer(answer: unknown): boolean {
  const mode =
    answer !== null && typeof answer === 'object' ? (answer as { mode?: unknown }).mode : undefined;
  return mode !== 'live' && mode !== 'unavailable';
}
