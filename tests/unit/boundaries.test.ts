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

function lintProbe(folder: string, source: string): string {
  const dir = mkdtempSync(path.join(root, folder, '__boundary-probe-'));
  created.push(dir);
  const file = path.join(dir, 'probe.ts');
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

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('layer boundaries', () => {
  it('src/domain may not import the data layer, React or Node', () => {
    const out = lintProbe(
      'src/domain',
      "import { db } from '../../data/db';\nimport { useState } from 'react';\nimport fs from 'node:fs';\nexport const x = [db, useState, fs];\n",
    );
    expect(out.match(/noRestrictedImports/g)?.length).toBe(3);
  });

  it('src/data may not import React or the app', () => {
    const out = lintProbe(
      'src/data',
      "import { useEffect } from 'react';\nimport { router } from '../../app/router';\nexport const x = [useEffect, router];\n",
    );
    expect(out.match(/noRestrictedImports/g)?.length).toBe(2);
  });

  it('server/ may import src/domain but not src/data or src/app', () => {
    const out = lintProbe(
      'server',
      "import { db } from '../../src/data/db';\nimport { router } from '../../src/app/router';\nimport { paginate } from '../../src/domain/api/catalogue';\nexport const x = [db, router, paginate];\n",
    );
    expect(out.match(/noRestrictedImports/g)?.length).toBe(2);
  });

  it('a file that respects the boundaries passes', () => {
    const out = lintProbe(
      'server',
      "import { paginate } from '../../src/domain/api/catalogue';\nexport const x = paginate;\n",
    );
    expect(out).toBe('');
  });
});
