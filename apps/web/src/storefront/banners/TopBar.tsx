import { useTranslation } from '../../app/translation';
import { BannerLink, BannerPicture } from './BannerPicture';
import { useLiveBanners } from './live-banners';

/** The sitewide top bar above the header: the first live top-bar banner, text or picture. */
export function TopBar() {
  const { t } = useTranslation();
  const [banner] = useLiveBanners('top_bar');
  if (!banner) return null;
  return (
    <aside className="top-bar" aria-label={t('banners.top_bar')}>
      <BannerLink banner={banner} className="top-bar-link">
        {banner.image ? <BannerPicture banner={banner} className="top-bar-picture" /> : banner.text}
      </BannerLink>
    </aside>
  );
}
