import { noImagePath } from '@emporia/contracts/storefront-keys';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './ProductImage';
import { initialsOf, StoredPicture } from './StoredPicture';

const key = '/storage/products/0123456789abcdef';
const image = { id: 1, src: `${key}-large.webp`, small: `${key}-small.webp`, thumbnail: `${key}-thumb.webp` };

describe('stored pictures', () => {
  it('offers a card picture in AVIF and WebP, small and large, at a card’s width, lazily and sized', () => {
    const { container } = render(<ProductImage image={image} size="small" alt="Ridgeline Headlamp" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(`${key}-small.avif 300w, ${key}-large.avif 800w`);
    const img = screen.getByRole('img', { name: 'Ridgeline Headlamp' });
    expect(img.getAttribute('src')).toBe(`${key}-small.webp`);
    expect(img.getAttribute('srcset')).toBe(`${key}-small.webp 300w, ${key}-large.webp 800w`);
    expect(img.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
    expect(img.getAttribute('sizes')).toContain('50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '300');
  });

  it('keeps a cropped thumbnail alone, in both formats', () => {
    const { container } = render(<ProductImage image={image} size="thumbnail" alt="" />);
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe(`${key}-thumb.avif 120w`);
    expect(container.querySelector('img')?.getAttribute('srcset')).toBe(`${key}-thumb.webp 120w`);
  });

  it('shows any other address as it is, and the no-image picture for none', () => {
    const { container, rerender } = render(<StoredPicture src="https://cdn.example.com/a.jpg" alt="A" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    rerender(<ProductImage image={undefined} size="small" alt="B" />);
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('src', noImagePath);
  });

  it('shows a pictureless product’s initials in its box instead of the grey picture, named like the picture', () => {
    const { container, rerender } = render(
      <ProductImage
        image={{ ...image, small: noImagePath }}
        size="small"
        alt="Trail Lantern"
        monogram="Trail Lantern"
        className="card-img-top"
      />,
    );
    const monogram = screen.getByRole('img', { name: 'Trail Lantern' });
    expect(monogram.tagName).toBe('SPAN');
    expect(monogram).toHaveTextContent('TL');
    expect(monogram).toHaveClass('monogram', 'card-img-top');
    expect(monogram.style.aspectRatio).toBe('300 / 300');
    expect(container.querySelector('img')).toBeNull();
    // Decorative beside its title (alt ""): hidden from screen readers.
    rerender(
      <StoredPicture src={undefined} alt="" monogram="Packing light — a guide" width={480} height={270} />,
    );
    expect(container.querySelector('.monogram')).toHaveAttribute('aria-hidden', 'true');
    expect(initialsOf('Packing light — a guide')).toBe('PL');
    expect(initialsOf('  émile 2-person tent')).toBe('É2');
  });

  it('shows the no-image picture when the picture fails to load', () => {
    const { container } = render(<ProductImage image={image} size="small" alt="Gone" />);
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Gone' })).toHaveAttribute('src', noImagePath);
    expect(screen.getByRole('img', { name: 'Gone' })).not.toHaveAttribute('srcset');
  });
});
