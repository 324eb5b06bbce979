import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { customerLoginAddress, customerTokenKey, useToken } from '../../../../app/session';
import { useShopConfig } from '../../../../app/shop-config';
import { useTranslation } from '../../../../app/translation';
import { ErrorAlert } from '../../../../ui/ErrorAlert';
import { SuccessAlert } from '../../../../ui/SuccessAlert';
import type { HookSlots } from '../../storefront-hooks';
import { useWishlist, useWishlistAdd } from '../../wishlist/api';

/**
 * SPEC §2 add-to-wishlist button, shown after add to cart. Logged out it sends
 * the shopper to /login with the current full path to come back to; it is
 * highlighted (info) when the product is already wished (SPEC §4).
 */
export default function WishlistButton({ product }: HookSlots['after-add-to-cart']) {
  const { t } = useTranslation();
  const { storefront } = useShopConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useToken(customerTokenKey) !== null;
  const wishlist = useWishlist(loggedIn);
  const add = useWishlistAdd();
  if (!storefront.modules.feature.includes('wishlist')) return null;
  const wished = !!wishlist.data?.some((item) => item.id === product.id);

  const onClick = () => {
    if (!loggedIn) {
      navigate(customerLoginAddress(location));
      return;
    }
    add.mutate({ id: product.id });
  };

  return (
    <div className="wishlist-button mt-2">
      <Button
        variant={wished ? 'info' : 'primary'}
        onClick={onClick}
        disabled={add.isPending}
        aria-pressed={wished}
      >
        {wished ? t('wishlist.in_wishlist') : t('wishlist.add_to_wishlist')}
      </Button>
      <SuccessAlert show={add.isSuccess} className="mt-2">
        {t('wishlist.added', { name: product.name })}
      </SuccessAlert>
      <ErrorAlert error={add.error} className="mt-2" />
    </div>
  );
}
