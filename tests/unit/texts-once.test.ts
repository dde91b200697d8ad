import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A user-facing sentence is written once: in its catalogue (src/domain's messages for what the client and the
 * server both say, a feature's own file for a label only it shows), and imported wherever it is needed. This
 * scans the source (not the tests) for Portuguese string literals of three words or more written in two files.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Folders whose repeated literals are data, not texts of the app, with the reason. */
const ALLOWED = [
  // The demo data cross-references its own rows by name (a promotion or a reservation names its product).
  'server/db/seed/',
];

const sourceFiles = (): string[] =>
  ['src', 'server', 'sw'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.gen.ts'))
      .filter((file) => !ALLOWED.some((prefix) => file.startsWith(prefix))),
  );

// Comments, then string literals and templates, in one pass so a quote inside one never starts another.
const TOKENS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const PORTUGUESE = /[ãõçáéíóúâêôà]|\b(de|da|do|não|para|com|uma?|na|em|ao|seu|sua)\b/i;

/** The Portuguese sentences (three words or more) a source text writes as literals. */
function sentencesOf(source: string): string[] {
  const found: string[] = [];
  for (const [token] of source.matchAll(TOKENS)) {
    if (token.startsWith('/')) continue;
    const text = token.slice(1, -1);
    if (token.startsWith('`') && text.includes('${')) continue;
    if (text.trim().split(/\s+/).length >= 3 && PORTUGUESE.test(text)) found.push(text);
  }
  return found;
}

describe('texts are written once', () => {
  it('finds the sentences of a source text, not its comments', () => {
    const source = [
      "// 'Texto de um comentário aqui'",
      "const a = 'Loja não encontrada';",
      // A template with a placeholder is not a fixed sentence ('$' and '{' apart so this line is no template).
      'const b = `Olá $' + '{name}, tudo bem com você`;',
      'const c = "Sem conexão com a internet"; /* \'Outro texto de comentário\' */',
      "const d = 'insert returned nothing';",
    ].join('\n');
    expect(sentencesOf(source)).toEqual(['Loja não encontrada', 'Sem conexão com a internet']);
  });

  it('no Portuguese sentence of three words or more is written in two source files', () => {
    const files = new Map<string, Set<string>>();
    for (const file of sourceFiles()) {
      for (const sentence of sentencesOf(readFileSync(path.join(root, file), 'utf8'))) {
        files.set(sentence, (files.get(sentence) ?? new Set()).add(file));
      }
    }
    const repeated = [...files]
      .filter(([, where]) => where.size > 1)
      .map(([s, where]) => `${s}: ${[...where]}`);
    expect(repeated).toEqual([]);
  });
});
