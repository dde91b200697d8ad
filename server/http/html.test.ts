import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns each of <>&"\' into its entity and leaves the rest, accents included', () => {
    expect(escapeHtml(`<a href="x" title='y'>Pão & Cia</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Pão &amp; Cia&lt;/a&gt;',
    );
    expect(escapeHtml('Feira livre')).toBe('Feira livre');
  });

  it('escapes an ampersand once, so an entity already in the text stays visible as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
