import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from '../../../app/translation';
import { openSharePopup, type ShareNetwork, shareNetworks } from '../../../ui/share';
import { WishlistEmailForm } from './WishlistEmailForm';

export function shareText(pageTitle: string, link: string): string {
  return `${pageTitle} - This is my wishlist: ${link}`;
}

/** The footer of My Wishlist: the shareable link /extend/wishlist?id={customer id} and share buttons. */
export function WishlistShare({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}/extend/wishlist?id=${customerId}`;
  const share = (network: ShareNetwork) => openSharePopup(network, link, shareText(document.title, link));
  return (
    <section className="border-top mt-4 pt-3" aria-label={t('wishlist.share_title')}>
      <h2 className="h6">{t('wishlist.share_title')}</h2>
      <InputGroup className="mb-2">
        <Form.Control
          readOnly
          value={link}
          aria-label={t('wishlist.share_link')}
          data-testid="wishlist-share-link"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outline-secondary" onClick={() => void navigator.clipboard?.writeText(link)}>
          {t('wishlist.copy')}
        </Button>
      </InputGroup>
      <div className="d-flex gap-2 flex-wrap">
        {shareNetworks.map((network) => (
          <Button key={network.name} size="sm" variant="outline-primary" onClick={() => share(network)}>
            {network.name}
          </Button>
        ))}
      </div>
      <WishlistEmailForm />
    </section>
  );
}
