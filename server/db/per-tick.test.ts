import { describe, expect, it } from 'vitest';
import { perHandle, perTick } from './per-tick';

describe('perTick', () => {
  it('gathers the calls of one turn into one load, in call order, and answers each caller its own value', async () => {
    const loads: number[][] = [];
    const double = perTick(async (keys: readonly number[]) => {
      loads.push([...keys]);
      return keys.map((k) => k * 2);
    });
    const answers = await Promise.all([double.load(3), double.load(1), double.load(3)]);
    expect(answers).toEqual([6, 2, 6]);
    expect(loads).toEqual([[3, 1, 3]]);
  });

  it('calls made in a later turn go in a load of their own, and a failed load fails only its callers', async () => {
    let calls = 0;
    const loader = perTick(async (keys: readonly string[]) => {
      calls += 1;
      if (keys.includes('falha')) throw new Error('banco fora do ar');
      return keys.map((k) => k.toUpperCase());
    });
    await expect(loader.load('falha')).rejects.toThrow('banco fora do ar');
    await expect(loader.load('ok')).resolves.toBe('OK');
    expect(calls).toBe(2);
  });

  it('keeps one gatherer per handle', () => {
    const of = perHandle((handle: { name: string }) => ({ for: handle.name }));
    const a = { name: 'a' };
    expect(of(a)).toBe(of(a));
    expect(of({ name: 'b' })).not.toBe(of(a));
  });
});
