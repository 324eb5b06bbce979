import { useEffect } from 'react';
import { useShopConfig } from '../../../../app/shop-config';
import type { CommerceView } from '../../../../app/tracker-bridge';
import { commerceViewEvent, pageViewEvent } from '../../../../app/tracking';
import { type AddedToCart, addToCartEvent } from '../../../../ui/api/cart-add-product';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const pixelScript = 'https://connect.facebook.net/en_US/fbevents.js';

/** The pixel's command queue, as its own loader snippet makes it, then the script that drains it. */
function installPixel(pixelId: string): Fbq {
  if (window.fbq) return window.fbq;
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue?.push(args);
  };
  fbq.queue = [];
  Object.assign(fbq, { loaded: true, version: '2.0', push: fbq });
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = pixelScript;
  // SPEC §8: a tag that fails to load is a console note, never a shopper-facing error.
  script.addEventListener('error', () => console.error('failed to load the social-ad pixel'));
  document.head.append(script);
  fbq('init', pixelId);
  return fbq;
}

/**
 * SPEC §9 module registry: the social-ad tracking pixel in the footer, when the shop set a pixel
 * id (setting/general). It reports page views, product views, adds to cart and purchases; the
 * footer is storefront-only, so the admin never loads it.
 */
export default function SocialPixel() {
  const { storefront } = useShopConfig();
  const pixelId = storefront.social_pixel_id;
  // Beacon amounts are decimals in the shop's currency, as the pixel wants them.
  const currency = storefront.shop.currency;
  useEffect(() => {
    if (!pixelId) return;
    const fbq = installPixel(pixelId);
    const onPageView = (_event: Event) => fbq('track', 'PageView');
    const onCommerce = (event: Event) => {
      const { product, order } = (event as CustomEvent<CommerceView>).detail;
      if (product)
        fbq('track', 'ViewContent', {
          content_ids: [product.sku],
          content_name: product.name,
          content_type: 'product',
          value: product.price,
          currency: currency.code,
        });
      if (order)
        fbq('track', 'Purchase', {
          content_ids: order.items.map((item) => item.sku),
          content_type: 'product',
          num_items: order.items.reduce((sum, item) => sum + item.quantity, 0),
          value: order.total,
          currency: currency.code,
        });
    };
    const onAdd = (event: Event) => {
      const { product_id, quantity } = (event as CustomEvent<AddedToCart>).detail;
      fbq('track', 'AddToCart', {
        content_ids: [String(product_id)],
        content_type: 'product',
        contents: [{ id: String(product_id), quantity }],
      });
    };
    // The page this footer first renders on was announced before the pixel listened.
    fbq('track', 'PageView');
    window.addEventListener(pageViewEvent, onPageView);
    window.addEventListener(commerceViewEvent, onCommerce);
    window.addEventListener(addToCartEvent, onAdd);
    return () => {
      window.removeEventListener(pageViewEvent, onPageView);
      window.removeEventListener(commerceViewEvent, onCommerce);
      window.removeEventListener(addToCartEvent, onAdd);
    };
  }, [pixelId, currency.code]);
  return null;
}
