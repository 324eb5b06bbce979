import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';

/** Four networks; each opens its share page in the 626 × 436 popup of SPEC §9. */
const networks = [
  {
    name: 'Facebook',
    url: (link: string, text: string) => `https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${text}`,
  },
  {
    name: 'X',
    url: (link: string, text: string) => `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
  },
  {
    name: 'Pinterest',
    url: (link: string, text: string) =>
      `https://pinterest.com/pin/create/button/?url=${link}&description=${text}`,
  },
  { name: 'LinkedIn', url: (link: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
];

export function shareText(pageTitle: string, link: string): string {
  return `${pageTitle} - This is my wishlist: ${link}`;
}

function openSharePopup(url: string) {
  const width = 626;
  const height = 436;
  const left = Math.max(0, (window.screen.width - width) / 2);
  const top = Math.max(0, (window.screen.height - height) / 2);
  window.open(url, 'share', `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`);
}

/** The footer of My Wishlist: the shareable link /extend/wishlist?id={customer id} and share buttons. */
export function WishlistShare({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}/extend/wishlist?id=${customerId}`;
  const share = (network: (typeof networks)[number]) => {
    const text = shareText(document.title, link);
    openSharePopup(network.url(encodeURIComponent(link), encodeURIComponent(text)));
  };
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
        {networks.map((network) => (
          <Button key={network.name} size="sm" variant="outline-primary" onClick={() => share(network)}>
            {network.name}
          </Button>
        ))}
      </div>
    </section>
  );
}
