import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { useTranslation } from '../../app/translation';
import { Dropdown } from '../../ui/kit/Dropdown';
import { useMoneyIn } from '../../ui/Price';
import { useCart } from './api/get-cart';
import { CartBridgeConnector } from './CartBridgeConnector';

/** The header's cart: a badge with the number of units and a dropdown with the lines and the total. */
export function MiniCart() {
  const { t } = useTranslation();
  const formatMoney = useMoneyIn();
  const { data: cart } = useCart();
  const count = cart?.item_count ?? 0;
  return (
    <>
      <CartBridgeConnector />
      <Dropdown align="end" className="nav-item mini-cart">
        <Dropdown.Toggle
          className="nav-link"
          id="mini-cart-toggle"
          aria-label={t('cart.mini.label', { count })}
        >
          {t('nav.cart')}{' '}
          <Badge bg={count > 0 ? 'primary' : 'secondary'} pill data-testid="cart-count">
            {count}
          </Badge>
        </Dropdown.Toggle>
        <Dropdown.Menu className="p-3 mini-cart-menu" style={{ minWidth: '18rem' }}>
          {!cart || cart.items.length === 0 ? (
            <p className="mb-0 text-body-secondary">{t('cart.empty')}</p>
          ) : (
            <>
              <ul className="list-unstyled mb-2">
                {cart.items.map((item) => (
                  <li key={item.key} className="d-flex justify-content-between gap-2 small mb-1">
                    <span>
                      {item.cart_quantity} × {item.name}
                    </span>
                    <span className="text-nowrap">{formatMoney(item.total, cart.currency)}</span>
                  </li>
                ))}
              </ul>
              <div className="d-flex justify-content-between fw-bold border-top pt-2 mb-3">
                <span>{t('cart.total')}</span>
                <span>{formatMoney(cart.total, cart.currency)}</span>
              </div>
              <Dropdown.Item as={Link} to="/cart" className="px-0">
                {t('cart.view')}
              </Dropdown.Item>
              <Dropdown.Item as={Link} to="/checkout" className="px-0 fw-semibold text-primary">
                {t('cart.checkout')}
              </Dropdown.Item>
            </>
          )}
        </Dropdown.Menu>
      </Dropdown>
    </>
  );
}
