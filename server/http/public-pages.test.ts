import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, SHARE_IMAGE_PATH } from '../../src/domain/public-pages';
import { publicPageHtml } from './public-pages';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Feira: a descrição do app." />
    <title>Feira — a feira livre no seu celular</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('public page HTML', () => {
  it('carries the page’s own title, description and Open Graph tags with absolute URLs', () => {
    const html = publicPageHtml(INDEX, '/calculator', 'https://feira.example');
    const meta = PUBLIC_PAGES['/calculator'];
    expect(html).toContain(`<title>${meta.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${meta.description}" />`);
    expect(html).not.toContain('Feira: a descrição do app.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:title" content="${meta.title}" />`);
    expect(html).toContain('<meta property="og:url" content="https://feira.example/calculator" />');
    expect(html).toContain(`<meta property="og:image" content="https://feira.example${SHARE_IMAGE_PATH}" />`);
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(html).toContain('<link rel="canonical" href="https://feira.example/calculator" />');
    // The tags stay in the head, before the app.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes what it writes into attributes', () => {
    const html = publicPageHtml(INDEX, '/landing', 'https://x.example/"><script>');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;/landing');
  });
});
