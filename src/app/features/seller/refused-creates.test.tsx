// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RefusedWrite } from './data';
import { RefusedCreates } from './refused-creates';

const refusal = (id: string, body: unknown): RefusedWrite => ({
  id,
  userId: 7,
  kind: 'sellerProduct.create',
  target: `sellerProduct:-${id}`,
  ref: { family: 'sellerProduct', key: -1 },
  method: 'POST',
  url: '/api/products',
  body,
  status: 409,
  code: 'CONFLICT',
  message: 'Já existe um produto com este nome nesta loja',
  title: 'Erro ao criar produto',
  refusedAt: 1,
});

/** The refused creates of a list page, under a router of their own (their fix navigates), until the test ends. */
async function showOnListPage(refused: RefusedWrite[]) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RefusedCreates kind="product" refused={refused} /> }),
    history: createMemoryHistory({ initialEntries: ['/seller/products'] }),
  });
  await router.load();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<RouterProvider router={router} />));
  onTestFinished(() => {
    flushSync(() => root.unmount());
    container.remove();
  });
  return { container, router };
}

describe('refused creates on a list page', () => {
  it('shows nothing, not even an empty list, while no new record was refused', async () => {
    const { container } = await showOnListPage([]);
    await vi.waitFor(() => expect(container.querySelector('ul')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('names each refused record from what was sent, and its fix reopens the form with that write', async () => {
    const first = refusal('a', { storeId: 3, name: 'Queijo Minas' });
    const { container, router } = await showOnListPage([first, refusal('b', { price: 2 })]);
    const list = await vi.waitFor(() => {
      const found = container.querySelector('ul[aria-label="Produtos recusados"]');
      if (!found) throw new Error('no list of refused products yet');
      return found;
    });
    expect(list.className).toBe('seller-cards');
    expect([...list.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Queijo Minas', '']);
    expect(list.textContent).toContain(first.message);
    list.querySelector<HTMLButtonElement>('button[aria-label="Corrigir: produto Queijo Minas"]')?.click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/seller/products/add'));
    expect(router.state.location.search).toEqual({ storeId: 3, refused: 'a' });
  });
});
