import { describe, expect, it } from 'vitest';
import { routeAssetTags } from './route-assets';

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
