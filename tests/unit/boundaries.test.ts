import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layer boundaries of ARCHITECTURE.md are lint rules (biome.json overrides). This proves the
 * rules bite: a file that crosses a boundary, dropped into each layer, fails `biome lint`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const created: string[] = [];

function lintProbe(folder: string, source: string, name = 'probe.ts'): string {
  const dir = mkdtempSync(path.join(root, folder, '__boundary-probe-'));
  created.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, source);
  try {
    execFileSync('npx', ['biome', 'lint', '--max-diagnostics=50', file], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

/** How many restricted imports Biome reported in a probe's output. */
const restrictedImports = (out: string) => out.match(/noRestrictedImports/g)?.length ?? 0;

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('layer boundaries', () => {
  it('src/domain may not import the data layer, React or Node', () => {
    const out = lintProbe(
      'src/domain',
      "import { db } from '../../data/db';\nimport { useState } from 'react';\nimport fs from 'node:fs';\nexport const x = [db, useState, fs];\n",
    );
    expect(restrictedImports(out)).toBe(3);
  });

  it('src/data may not import React or the app', () => {
    const out = lintProbe(
      'src/data',
      "import { useEffect } from 'react';\nimport { router } from '../../app/router';\nexport const x = [useEffect, router];\n",
    );
    expect(restrictedImports(out)).toBe(2);
  });

  it('server/ may import src/domain but not src/data or src/app', () => {
    const out = lintProbe(
      'server',
      "import { db } from '../../src/data/db';\nimport { router } from '../../src/app/router';\nimport { paginate } from '../../src/domain/api/catalogue';\nexport const x = [db, router, paginate];\n",
    );
    expect(restrictedImports(out)).toBe(2);
  });

  it('a file that respects the boundaries passes', () => {
    const out = lintProbe(
      'server',
      "import { paginate } from '../../src/domain/api/catalogue';\nexport const x = paginate;\n",
    );
    expect(out).toBe('');
  });

  it('a screen (.tsx) of src/app may not import src/data, only its area data module', () => {
    const out = lintProbe(
      'src/app/features/shopper',
      "import { db } from '../../../../data/db';\nimport { login } from '../../../../data/session';\nimport { useHome } from '../data';\nexport const x = [db, login, useHome];\n",
      'probe.tsx',
    );
    expect(restrictedImports(out)).toBe(2);
  });

  it('the layout (.tsx) may not import src/data either, only layout/data.ts', () => {
    const layout = lintProbe(
      'src/app/layout',
      "import { db } from '../../../data/db';\nimport { usePendingCount } from '../data';\nexport const x = [db, usePendingCount];\n",
      'probe.tsx',
    );
    expect(restrictedImports(layout)).toBe(1);
  });

  it('a feature may not import another feature, only ui/, layout/ and its area data', () => {
    const out = lintProbe(
      'src/app/features/shopper',
      "import { HomePage } from '../catalogue/home-page';\nimport { SellerShell } from '../../seller/seller-shell';\nimport { Dialog } from '../../../ui/dialog';\nimport { useHome } from '../data';\nexport const x = [HomePage, SellerShell, Dialog, useHome];\n",
      'probe.tsx',
    );
    expect(restrictedImports(out)).toBe(2);
  });

  it('a screen that imports its area data module and the kits passes', () => {
    const out = lintProbe(
      'src/app/features/shopper',
      "import { ListView } from '../../../ui/list-view';\nimport { useHome } from '../data';\nexport const x = [ListView, useHome];\n",
      'probe.tsx',
    );
    expect(out).toBe('');
  });

  it('a data module reads the local database through the live read over db, never Dexie itself', () => {
    const area = lintProbe(
      'src/app/features/shopper/data',
      "import Dexie from 'dexie';\nimport { useLiveRead } from '../../../../reads/live-read';\nimport { db, type FeiraDb } from '../../../../../data/db';\nexport const x = [Dexie, useLiveRead, db];\nexport type Y = FeiraDb;\n",
    );
    expect(restrictedImports(area)).toBe(1);
  });

  it("a screen imports its area's data through the entry (../data), never a file inside it", () => {
    const screen = lintProbe(
      'src/app/features/seller',
      "import { useSellerCoupons } from '../data/coupons';\nimport { useContacts } from '../data';\nexport const x = [useSellerCoupons, useContacts];\n",
      'probe.tsx',
    );
    expect(screen).toContain('nunca um arquivo de dentro dele');
    expect(restrictedImports(screen)).toBe(1);
  });

  it('so does a helper module of a feature, and a screen at the root of an area', () => {
    const helper = lintProbe(
      'src/app/features/seller',
      "import { useSellerCoupons } from '../data/coupons';\nexport const x = useSellerCoupons;\n",
    );
    expect(restrictedImports(helper)).toBe(1);
    const areaRoot = lintProbe(
      'src/app/features',
      "import { useContacts } from './data/contacts';\nexport const x = useContacts;\n",
      'probe.tsx',
    );
    expect(restrictedImports(areaRoot)).toBe(1);
  }, 20_000);
  it("the shell and the routes import an area's data through its entry too", () => {
    const out = lintProbe(
      'src/app/layout',
      "import { useHeaderCounts } from '../../features/shopper/data/header-counts';\nimport { submitSearch } from '../../features/shopper/data';\nexport const x = [useHeaderCounts, submitSearch];\n",
      'probe.tsx',
    );
    expect(restrictedImports(out)).toBe(1);
  });
});

describe('two ways to read, only in the data modules', () => {
  it('a screen (.tsx) that imports dexie-react-hooks or Dexie fails', () => {
    const screen = lintProbe(
      'src/app/features/shopper',
      "import { useLiveQuery } from 'dexie-react-hooks';\nimport { liveQuery } from 'dexie';\nexport const x = [useLiveQuery, liveQuery];\n",
      'probe.tsx',
    );
    expect(restrictedImports(screen)).toBe(2);
    expect(screen).toContain('nunca por conta própria');
  });

  it('a screen that calls the online read (or the live read) directly fails', () => {
    const screen = lintProbe(
      'src/app/features/admin',
      "import { useOnlineRead } from '../../../reads/online-read';\nimport { useLiveRead } from '../../../reads/live-read';\nexport function Probe() {\n  return [useOnlineRead('/api/admin/users', async () => []), useLiveRead(() => 1, [])];\n}\n",
      'probe.tsx',
    );
    expect(restrictedImports(screen)).toBe(2);
  });

  it("so does the shell's, a route's or a kit's module, and a feature's helper outside its data folder", () => {
    const layout = lintProbe(
      'src/app/layout',
      "import { useOnlineRead } from '../../reads/online-read';\nexport const x = useOnlineRead;\n",
      'probe.tsx',
    );
    const kit = lintProbe(
      'src/app/ui',
      "import { useLiveQuery } from 'dexie-react-hooks';\nexport const x = useLiveQuery;\n",
    );
    const helper = lintProbe(
      'src/app/features/seller',
      "import { useLiveRead } from '../../../reads/live-read';\nexport const x = useLiveRead;\n",
    );
    expect([layout, kit, helper].map(restrictedImports)).toEqual([1, 1, 1]);
  }, 20_000);

  it('the data layer, the worker and the server never import a React read', () => {
    const outs = ['src/data', 'sw', 'server'].map((folder) =>
      lintProbe(
        folder,
        "import { useLiveQuery } from 'dexie-react-hooks';\nexport const x = useLiveQuery;\n",
      ),
    );
    expect(outs.map(restrictedImports)).toEqual([1, 1, 1]);
  }, 20_000);

  it("an area's data module reads through the two hooks", () => {
    const area = lintProbe(
      'src/app/features/admin/data',
      "import { useOnlineRead } from '../../../../reads/online-read';\nimport { useLiveRead } from '../../../../reads/live-read';\nexport const useProbe = () => [useOnlineRead('/api/admin/users', async () => []), useLiveRead(() => 1, [])];\n",
    );
    expect(area).toBe('');
  });
});
