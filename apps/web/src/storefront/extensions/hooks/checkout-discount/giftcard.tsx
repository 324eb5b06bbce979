import { GiftCardBox } from '../../../gift-card/GiftCardBox';
import type { HookSlots } from '../../storefront-hooks';

/** SPEC §9 module registry: the gift card module's box at checkout, beside the coupon box. */
export default function GiftCardCheckout({ onApplied }: HookSlots['checkout-discount']) {
  return <GiftCardBox onApplied={onApplied} />;
}
