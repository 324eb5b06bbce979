import type { ProductImage as Picture } from '@emporia/contracts/catalog';
import { useState } from 'react';
import { ProductImage } from '../../../../ui/ProductImage';

/** The product's pictures: one large, the others as 120×120 thumbnails to switch to. */
export function Gallery({ images, name }: { images: Picture[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="product-gallery">
      <ProductImage
        image={current}
        size="src"
        alt={name}
        monogram={name}
        className="product-gallery-main rounded border"
        // Half the page from 768 px (the product page's two columns), a phone's whole width below.
        sizes="(min-width: 1400px) 636px, (min-width: 768px) 50vw, 100vw"
        loading="eager"
        // The product page's largest picture: the browser fetches it before other pictures.
        fetchPriority="high"
      />
      {images.length > 1 && (
        <div className="product-gallery-thumbs d-flex gap-2 mt-2 flex-wrap">
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              className={`btn p-0 border ${i === index ? 'border-primary' : ''}`}
              onClick={() => setIndex(i)}
              aria-label={`${name} ${i + 1}`}
              aria-pressed={i === index}
            >
              <ProductImage image={image} size="thumbnail" alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
