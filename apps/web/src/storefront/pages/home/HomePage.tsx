import { useTranslation } from 'react-i18next';
import { useShopConfig } from '../../../app/shop-config';
import { PageHeading } from '../../../ui/PageHeading';

// The shop renames these sections through its text overrides (SPEC §9).
const sectionKeys = ['home.arrivals', 'home.featured', 'home.deals', 'home.latest_news'] as const;

export default function HomePage() {
  const { shopName } = useShopConfig();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{shopName}</PageHeading>
      {sectionKeys.map((key) => (
        <section key={key} className="home-section mb-5">
          <h2 className="h4 border-bottom pb-2">{t(key)}</h2>
        </section>
      ))}
    </>
  );
}
