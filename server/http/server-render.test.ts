import { describe, expect, it } from 'vitest';
import { routeAssetTags } from './route-assets';
import { inlineStylesheets, lcpPreload, pageHtml } from './server-render';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Feira</title>
  </head>
  <body>
    <div id="root">
      <!-- frame -->
      <div aria-hidden="true"><header class="header"></header><main class="main"></main></div>
    </div>
    <noscript>O Feira precisa de JavaScript ativado para funcionar.</noscript>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

describe('server-rendered page HTML', () => {
  it('puts the rendered markup in #root (replacing the frame) and the first data beside it', () => {
    const html = pageHtml(INDEX, '<main>Tomate</main>', { '/api/highlights': [{ name: 'Tomate' }] });
    expect(html).toContain('<div id="root" data-rendered="server"><main>Tomate</main></div>');
    expect(html).not.toContain('frame');
    expect(html).toContain(
      '<script id="feira-first-data" type="application/json">{"/api/highlights":[{"name":"Tomate"}]}</script>',
    );
    expect(html.indexOf('feira-first-data')).toBeLessThan(html.indexOf('<noscript>'));
  });

  it('keeps first data that contains markup inside its script element', () => {
    const html = pageHtml(INDEX, '<p></p>', {
      '/api/products/1': { name: '</script><script>alert(1)</script>' },
    });
    const script = /<script id="feira-first-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)['/api/products/1'].name).toBe('</script><script>alert(1)</script>');
  });

  it('preloads the image the page marks high priority, with its responsive sources', () => {
    const markup =
      '<img src="/a.png" loading="lazy"/><img src="/b.png" srcSet="/b-240w.webp 240w, /b-480w.webp 480w" sizes="50vw" fetchPriority="high"/>';
    expect(lcpPreload(markup)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/b.png" imagesrcset="/b-240w.webp 240w, /b-480w.webp 480w" imagesizes="50vw" />',
    );
    expect(lcpPreload('<img src="/a.png" loading="lazy"/>')).toBe('');
    // Early in the head, right after the viewport meta (its `imagesizes` is measured against the viewport):
    // asked for before the stylesheet and the scripts.
    const shell = INDEX.replace(
      '<head>',
      '<head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <meta name="theme-color" content="#1f6f3f" />\n    <script type="module" src="/assets/index.js"></script>',
    );
    expect(pageHtml(shell, markup, {})).toMatch(
      /<meta name="viewport" content="width=device-width, initial-scale=1" \/><link rel="preload"[^>]*href="\/b.png"[^>]*\/>\s*<meta name="theme-color"/,
    );
    // Without a viewport meta, after the charset; without either, first in the head.
    const withCharset = INDEX.replace('<head>', '<head>\n    <meta charset="UTF-8" />');
    expect(pageHtml(withCharset, markup, {})).toMatch(
      /<head>\s*<meta charset="UTF-8" \/><link rel="preload"[^>]*href="\/b.png"[^>]*\/>\s*<title>/,
    );
    expect(pageHtml(INDEX, markup, {})).toMatch(/<head><link rel="preload"[^>]*href="\/b.png"/);
  });
});

describe('inline stylesheets', () => {
  it("inlines the head's stylesheets and moves their links to the end of the body, keeping a link whose file is not there", () => {
    const shell =
      '<html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css">\n<link rel="stylesheet" href="/assets/gone.css"></head><body><div id="root"></div></body></html>';
    const html = inlineStylesheets(shell, (file) =>
      file === 'assets/index-1.css' ? 'a{color:red}</style>' : null,
    );
    expect(html).toBe(
      '<html><head><style>a{color:red}<\\/style></style><link rel="stylesheet" href="/assets/gone.css"></head><body><div id="root"></div><link rel="stylesheet" crossorigin href="/assets/index-1.css"></body></html>',
    );
    expect(inlineStylesheets('<head></head><body></body>', () => 'x')).toBe('<head></head><body></body>');
  });
});

describe('route assets', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_compat.js'] },
    '_compat.js': { file: 'assets/compat.js' },
    '_product-card.js': { file: 'assets/product-card.js', imports: ['_compat.js'], css: ['assets/card.css'] },
    'src/app/routes/index.tsx?tsr-split=component': {
      file: 'assets/routes.js',
      imports: ['_compat.js', '_product-card.js', 'index.html'],
      css: ['assets/catalogue.css'],
    },
    'src/app/routes/products/$id.tsx?tsr-split=component': {
      file: 'assets/_id.js',
      imports: ['_product-card.js'],
      css: ['assets/catalogue.css'],
    },
  };

  it('names the route chunk, its own imports and their stylesheets, not what the entry already loads', () => {
    expect(routeAssetTags(manifest, ['__root__', '/'])).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/routes.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/product-card.js" />',
        '<link rel="stylesheet" crossorigin href="/assets/catalogue.css" />',
        '<link rel="stylesheet" crossorigin href="/assets/card.css" />',
      ].join(''),
    );
    expect(routeAssetTags(manifest, ['__root__', '/products/$id'])).toContain('href="/assets/_id.js"');
  });

  it('names nothing for a route the manifest does not know, or without a manifest', () => {
    expect(routeAssetTags(manifest, ['__root__', '/search'])).toBe('');
    expect(routeAssetTags({}, ['/'])).toBe('');
  });
});
