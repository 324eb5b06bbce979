import Button from 'react-bootstrap/Button';
import { useTranslation } from '../app/translation';
import { openSharePopup, shareNetworks } from './share';

/**
 * SPEC §9 share popup for the page shown (a product, an article): the link to the current page
 * and its title, to one of four networks. The address is read when clicked, so the server renders
 * the buttons as they are.
 */
export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="share-buttons d-flex align-items-center gap-2 flex-wrap mt-3">
      <span className="small text-body-secondary">{t('share.label')}</span>
      {shareNetworks.map((network) => (
        <Button
          key={network.name}
          size="sm"
          variant="outline-secondary"
          aria-label={t('share.on', { network: network.name })}
          onClick={() => openSharePopup(network, window.location.href, title)}
        >
          {network.name}
        </Button>
      ))}
    </div>
  );
}
