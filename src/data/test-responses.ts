/** What the unit tests' stubbed `fetch` answers (a test-only module, like ./mutations/test-rows.ts). */

/** The API's JSON answer. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** No network: what the browser's fetch throws. */
export const offline = async (): Promise<never> => {
  throw new TypeError('Failed to fetch');
};
