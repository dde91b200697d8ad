import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  imageAltsOf,
  imageDetailsOf,
  productDerivedFields,
  withDerivedFields,
} from './derived';
import { applyProductUpdate, orderedImages } from './operations';
import { Product } from './product';

const stored = {
  price: 20,
  discountedPrice: null as number | null,
  stock: 8 as number | null,
  status: 'ACTIVE' as const,
  isHighlighted: false,
  images: [] as string[],
};

describe("spec 001 §3's derived product fields", () => {
  it('effective price, discount and sale from the stored fields', () => {
    expect(productDerivedFields({ ...stored, discountedPrice: 15 })).toMatchObject({
      effectivePrice: 15,
      hasDiscount: true,
      discountPercentage: 25,
      isAvailableForSale: true,
    });
    expect(productDerivedFields(stored)).toMatchObject({
      effectivePrice: 20,
      hasDiscount: false,
      discountPercentage: 0,
    });
    expect(productDerivedFields({ ...stored, status: 'INACTIVE' }).isAvailableForSale).toBe(false);
    expect(productDerivedFields({ ...stored, stock: 0, status: 'OUT_OF_STOCK' }).isAvailableForSale).toBe(
      false,
    );
  });

  it('availability: limited or not, low at 1–5 (1–10 highlighted), out at 0', () => {
    expect(availabilityOf(null, false)).toEqual({
      isLimited: false,
      isAvailable: true,
      isLow: false,
      isOutOfStock: false,
    });
    expect(availabilityOf(5, false)).toMatchObject({ isLimited: true, isLow: true });
    expect(availabilityOf(8, false).isLow).toBe(false);
    expect(availabilityOf(8, true).isLow).toBe(true);
    expect(availabilityOf(0, true)).toEqual({
      isLimited: true,
      isAvailable: false,
      isLow: false,
      isOutOfStock: true,
    });
  });

  it('images with their alt text, the first the primary one; alt texts back by URL', () => {
    const details = imageDetailsOf(['/a.jpg', '/b.jpg'], { '/b.jpg': 'Verso', toString: 'x' });
    expect(details).toEqual([
      { url: '/a.jpg', alt: null, isPrimary: true },
      { url: '/b.jpg', alt: 'Verso', isPrimary: false },
    ]);
    expect(imageAltsOf(details)).toEqual({ '/b.jpg': 'Verso' });
    // An inherited key is not an alt text.
    expect(imageDetailsOf(['toString'])[0]?.alt).toBeNull();
  });

  it('the entity, its operations and a row computed on the device say the same', () => {
    const sent = orderedImages([
      { url: '/uploads/a.jpg', alt: 'Lata' },
      { url: '/uploads/b.jpg', alt: 'Fatia', isPrimary: true },
    ]);
    let p = Product.create({
      id: 3,
      storeId: 1,
      name: 'Goiabada',
      category: 'comida',
      price: 12,
      stock: 4,
      images: sent.urls,
      imageAlts: sent.alts,
    });
    expect(p.images).toEqual(['/uploads/b.jpg', '/uploads/a.jpg']);
    p = applyProductUpdate(p, {
      discountedPrice: 9,
      images: [{ url: '/uploads/a.jpg', alt: 'Lata fechada', isPrimary: true }, { url: '/uploads/b.jpg' }],
    });
    const s = p.toSnapshot();
    const row = withDerivedFields({
      price: s.price.amount,
      discountedPrice: s.discountedPrice?.amount ?? null,
      stock: s.stock,
      status: s.status,
      isHighlighted: s.isHighlighted,
      images: s.images,
      imageDetails: imageDetailsOf(s.images, s.imageAlts),
    });
    expect(row.effectivePrice).toBe(p.effectivePrice.amount);
    expect(row.discountPercentage).toBe(p.discountPercentage);
    expect(row.hasDiscount).toBe(p.hasDiscount);
    expect(row.isAvailableForSale).toBe(p.isAvailableForSale);
    expect(row.imageDetails).toEqual([
      { url: '/uploads/a.jpg', alt: 'Lata fechada', isPrimary: true },
      // Sent without an alt text: it keeps its own.
      { url: '/uploads/b.jpg', alt: 'Fatia', isPrimary: false },
    ]);
  });

  it('orderedImages puts the primary first and keeps an alt text not sent', () => {
    expect(
      orderedImages([{ url: '/a.jpg' }, { url: '/b.jpg', isPrimary: true }, { url: '/c.jpg', alt: '' }], {
        '/a.jpg': 'Antes',
        '/c.jpg': 'Some',
      }),
    ).toEqual({ urls: ['/b.jpg', '/a.jpg', '/c.jpg'], alts: { '/a.jpg': 'Antes' } });
  });
});
