import { describe, expect, it } from 'vitest';
import { firstDataElement, lcpPreload, metaTags } from './page-head';
import { pageTemplate } from './page-template';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--app-head-->
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
    <div class="app-frame" aria-hidden="true"></div>
  </body>
</html>`;

/** What `String.replace` would read as patterns, and what would end a script or a comment early. */
const TRICKY = "Promo $' do dia $& $` $$ </script><!-- --> \u2028 \u2029 </body>";

describe('the page template', () => {
  it('fills each placeholder with its part, in place, and leaves the rest of index.html as it is', () => {
    const page = pageTemplate(INDEX)({ head: '<title>T</title>', html: '<main>M</main>', data: '<p>D</p>' });
    expect(page).toBe(
      INDEX.replace('<!--app-head-->', '<title>T</title>')
        .replace('<!--app-html-->', '<main>M</main>')
        .replace('<!--app-data-->', '<p>D</p>'),
    );
  });

  it('is the app shell with its placeholders empty', () => {
    const shell = pageTemplate(INDEX)({});
    expect(shell).not.toContain('<!--app-');
    expect(shell).toContain('<div id="root"></div>');
  });

  it("puts every part in verbatim: `$'`, `$&` and `` $` `` are text, not patterns", () => {
    const page = pageTemplate(INDEX)({ head: TRICKY, html: TRICKY, data: TRICKY });
    expect(page.split(TRICKY)).toHaveLength(4);
    expect(page.length).toBe(
      INDEX.length - '<!--app-head--><!--app-html--><!--app-data-->'.length + 3 * TRICKY.length,
    );
  });

  it('refuses a template with a placeholder missing, repeated or out of order', () => {
    expect(() => pageTemplate(INDEX.replace('<!--app-data-->', ''))).toThrow('<!--app-data-->');
    expect(() => pageTemplate(`${INDEX}<!--app-html-->`)).toThrow('<!--app-html-->');
    expect(() =>
      pageTemplate(
        INDEX.replace('<!--app-head-->', 'X')
          .replace('<!--app-data-->', '<!--app-head-->')
          .replace('X', '<!--app-data-->'),
      ),
    ).toThrow('order');
  });
});

describe('the head and the first data', () => {
  it('preloads the image the render named, with its responsive sources; nothing without one', () => {
    expect(lcpPreload({ src: '/b.png', srcSet: '/b-240w.webp 240w, /b-480w.webp 480w', sizes: '50vw' })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/b.png" imagesrcset="/b-240w.webp 240w, /b-480w.webp 480w" imagesizes="50vw" />',
    );
    expect(lcpPreload({ src: '/a.png' })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/a.png" />',
    );
    expect(lcpPreload(null)).toBe('');
  });

  it('escapes the title, the description and an image address', () => {
    expect(metaTags({ title: 'A <b> & "c"', description: "d'e" })).toBe(
      '<title>A &lt;b&gt; &amp; &quot;c&quot;</title><meta name="description" content="d&#39;e" />',
    );
    expect(lcpPreload({ src: '/x.png"><script>' })).not.toContain('"><script>');
  });

  it('keeps first data that contains markup inside its element, and it parses back to the same values', () => {
    const data = { '/api/products/1': { name: TRICKY, description: '</script><script>alert(1)</script>' } };
    const element = firstDataElement(data);
    const json = /^<script id="feira-first-data" type="application\/json">([\s\S]*)<\/script>$/.exec(
      element,
    )?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json ?? '')).toEqual(data);
  });
});
