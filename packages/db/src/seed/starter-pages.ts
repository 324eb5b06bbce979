import type { Db } from '../connection';
import { contentPages } from '../schema/content-pages';

/**
 * The pages every shop starts with (issue 32): a new shop (platform sign-up) and the demo shops.
 * Written so the merchant only has to adjust them; the policies say plainly that they are a
 * starting point, not legal advice.
 */
export interface StarterPage {
  title: string;
  handle: string;
  body: string;
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function starterPages(shopName: string): StarterPage[] {
  const shop = escapeText(shopName);
  return [
    {
      title: 'About us',
      handle: 'about-us',
      body: `<p>Welcome to ${shop}! Tell your customers who you are, what you sell and why you started.</p>
<p>A few sentences about the people behind the shop, where your products come from and what you care about help shoppers trust you.</p>`,
    },
    {
      title: 'Contact',
      handle: 'contact',
      body: `<p>Questions about an order or a product? Write to us through our <a href="/contact-us">contact form</a> and we answer within one working day.</p>
<p>Please have your order number at hand: it is in your order confirmation e-mail. You can also <a href="/track-order">track your order</a> yourself.</p>`,
    },
    {
      title: 'Shipping & returns',
      handle: 'shipping-returns',
      body: `<h2>Shipping</h2>
<p>Orders leave our warehouse within two working days. You receive an e-mail with the tracking number as soon as your parcel is on its way; the shipping options and their prices are shown at checkout.</p>
<h2>Returns</h2>
<p>Unused items in their original packaging can be returned within 30 days of delivery for a full refund. Start a return on our <a href="/return-exchange">returns page</a>; we refund to your original payment method once the parcel reaches us.</p>`,
    },
    {
      title: 'Privacy policy',
      handle: 'privacy-policy',
      body: `<p>${shop} collects only what it needs to run your orders: your name, addresses, e-mail address and what you bought. Payments are handled by our payment providers; we never see or keep your full card number.</p>
<p>We use your details to deliver your orders, answer your messages and, only if you sign up for it, to send you our newsletter. We do not sell your data. You may ask us at any time what we keep about you, to correct it or to delete it.</p>
<p><em>This is a starting point: adapt it to your shop and the law of your country.</em></p>`,
    },
    {
      title: 'Terms of service',
      handle: 'terms-of-service',
      body: `<p>These terms apply to every order placed with ${shop}. By placing an order you accept them.</p>
<h2>Orders and prices</h2>
<p>Prices are shown at checkout, including taxes where they apply. A contract is made when we confirm your order by e-mail.</p>
<h2>Delivery, returns and liability</h2>
<p>Delivery and returns follow our shipping &amp; returns page. Our liability is limited to the value of your order, as far as the law allows.</p>
<p><em>This is a starting point: adapt it to your shop and the law of your country.</em></p>`,
    },
  ];
}

/** The handles of the starter pages, in the order the footer lists them. */
export const starterFooter = {
  help: ['contact', 'shipping-returns'],
  about: ['about-us', 'privacy-policy', 'terms-of-service'],
} as const;

/** Writes the starter pages of a shop; answers each page's id by handle. */
export async function insertStarterPages(
  db: Db,
  shopId: number,
  shopName: string,
): Promise<Map<string, number>> {
  const rows = await db
    .insert(contentPages)
    .values(starterPages(shopName).map((page) => ({ shopId, ...page })))
    .returning({ id: contentPages.id, handle: contentPages.handle });
  return new Map(rows.map((row) => [row.handle, row.id]));
}
