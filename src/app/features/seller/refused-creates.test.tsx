// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefusedWrite } from './data';
import { RefusedCreates } from './refused-creates';

const refusal = (id: string, body: unknown): RefusedWrite => ({
  id,
  userId: 7,
  kind: 'sellerCoupon.create',
  target: `sellerCoupon:-${id}`,
  ref: { family: 'sellerCoupon', key: -1 },
  method: 'POST',
  url: '/api/seller/coupons',
  body,
  status: 409,
  code: 'CONFLICT',
  message: 'Já existe um cupom com este código nesta loja',
  title: 'Erro ao criar cupom',
  refusedAt: 1,
});

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  flushSync(() => root.unmount());
  container.remove();
});

const render = (refused: RefusedWrite[], onFix: (r: RefusedWrite) => unknown) =>
  flushSync(() =>
    root.render(
      <RefusedCreates
        refused={refused}
        label="Cupons recusados"
        listClass="seller-list"
        noun="cupom"
        nameField="code"
        onFix={onFix}
      />,
    ),
  );

describe('refused creates on a list page', () => {
  it('shows nothing, not even an empty list, while no new record was refused', () => {
    render([], () => {});
    expect(container.innerHTML).toBe('');
  });

  it('names each refused record from what was sent, and its fix reopens that very write', () => {
    const onFix = vi.fn();
    const first = refusal('a', { code: 'FEIRA10' });
    const second = refusal('b', { description: 'sem código' });
    render([first, second], onFix);
    const list = container.querySelector('ul[aria-label="Cupons recusados"]');
    expect(list?.className).toBe('seller-list');
    expect([...(list?.querySelectorAll('h2') ?? [])].map((h) => h.textContent)).toEqual(['FEIRA10', '']);
    expect(list?.textContent).toContain(first.message);
    const fix = container.querySelector<HTMLButtonElement>('button[aria-label="Corrigir: cupom FEIRA10"]');
    fix?.click();
    expect(onFix).toHaveBeenCalledExactlyOnceWith(first);
  });
});
