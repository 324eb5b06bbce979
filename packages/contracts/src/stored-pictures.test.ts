import { describe, expect, it } from 'vitest';
import { storedPictureSrcSets } from './stored-pictures';

describe('stored picture srcsets', () => {
  it('lists the sizes asked for, smallest first, in AVIF and WebP', () => {
    expect(storedPictureSrcSets('/storage/products/0123456789abcdef-large.webp', ['large', 'small'])).toEqual(
      {
        avif: '/storage/products/0123456789abcdef-small.avif 300w, /storage/products/0123456789abcdef-large.avif 800w',
        webp: '/storage/products/0123456789abcdef-small.webp 300w, /storage/products/0123456789abcdef-large.webp 800w',
      },
    );
  });

  it('has none for the no-image picture, another host or nothing', () => {
    expect(storedPictureSrcSets('/storage/store/no-image.png', ['small'])).toBeUndefined();
    expect(
      storedPictureSrcSets('https://cdn.example.com/storage/products/0123456789abcdef-small.webp', ['small']),
    ).toBeUndefined();
    expect(storedPictureSrcSets(undefined, ['small'])).toBeUndefined();
  });
});
