import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository's commit-msg hook (.githooks, installed by `npm install`'s prepare script) keeps subjects short. */
const hook = path.resolve(import.meta.dirname, '../../.githooks/commit-msg');
const folder = mkdtempSync(path.join(tmpdir(), 'feira-commit-msg-'));

function check(message: string) {
  const file = path.join(folder, 'COMMIT_EDITMSG');
  writeFileSync(file, message);
  return spawnSync('sh', [hook, file], { encoding: 'utf8' });
}

describe('commit-msg hook', () => {
  it('takes a subject of up to 72 characters, whatever the body', () => {
    expect(check(`${'a'.repeat(72)}\n\n${'why '.repeat(40)}\n`).status).toBe(0);
    // Counted in characters, not bytes: 72 accented letters are 144 bytes.
    expect(check(`# comentário do git\n${'ç'.repeat(72)}\n`).status).toBe(0);
  });

  it('refuses a longer subject and says why', () => {
    const result = check(`${'a'.repeat(73)}\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('73 characters');
  });

  it('refuses an empty subject', () => {
    expect(check('# only comments\n\n').status).toBe(1);
  });
});
