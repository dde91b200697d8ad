import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, SHARE_IMAGE_PATH } from '../../src/domain/public-pages';
import { publicPageHead } from './public-pages';

describe('public page head', () => {
  it('carries the page’s own title, description and Open Graph tags with absolute URLs', () => {
    const head = publicPageHead('/calculator', 'https://feira.example');
    const meta = PUBLIC_PAGES['/calculator'];
    expect(head).toContain(`<title>${meta.title}</title>`);
    expect(head).toContain(`<meta name="description" content="${meta.description}" />`);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<meta property="og:title" content="${meta.title}" />`);
    expect(head).toContain('<meta property="og:url" content="https://feira.example/calculator" />');
    expect(head).toContain(`<meta property="og:image" content="https://feira.example${SHARE_IMAGE_PATH}" />`);
    expect(head).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(head).toContain('<link rel="canonical" href="https://feira.example/calculator" />');
  });

  it('escapes what it writes into attributes, `$` patterns included', () => {
    const head = publicPageHead('/landing', 'https://x.example/"><script>$\'$&');
    expect(head).not.toContain('"><script>');
    expect(head).toContain('&quot;&gt;&lt;script&gt;$&#39;$&amp;/landing');
  });
});
