import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link of the guide (README.md) and of the decisions (docs/) resolves on a fresh clone: to a file
 * git tracks (a git-ignored file such as the bench's results is not there) and, with an anchor, to a heading of
 * that file.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tracked = new Set(
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean),
);
const documents = [...tracked].filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file));

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, heading]) => slugOf(heading ?? '')));
}

/** `[text](target)` links outside fenced code, without external schemes. */
function relativeLinksOf(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target ?? '')
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('links of README and docs/', () => {
  it('makes GitHub-style anchors of headings', () => {
    expect(slugOf('Where the rules live')).toBe('where-the-rules-live');
    expect(slugOf('Payments in test mode')).toBe('payments-in-test-mode');
    expect(slugOf('`sw/` and the queue: replay')).toBe('sw-and-the-queue-replay');
    expect(relativeLinksOf('[a](b.md#c) [x](https://example.org) ```\n[no](d.md)\n```')).toEqual(['b.md#c']);
  });

  it.each(documents)('%s links only to tracked files and existing headings', (document) => {
    const broken: string[] = [];
    for (const target of relativeLinksOf(readFileSync(path.join(root, document), 'utf8'))) {
      const [file = '', anchor] = target.split('#');
      const resolved =
        file === '' ? document : path.posix.normalize(path.posix.join(path.posix.dirname(document), file));
      if (
        !tracked.has(resolved) &&
        ![...tracked].some((t) => t.startsWith(`${resolved.replace(/\/$/, '')}/`))
      ) {
        broken.push(`${target}: ${resolved} is not in the repository`);
        continue;
      }
      if (
        anchor &&
        resolved.endsWith('.md') &&
        !anchorsOf(readFileSync(path.join(root, resolved), 'utf8')).has(anchor)
      ) {
        broken.push(`${target}: no heading "${anchor}" in ${resolved}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
