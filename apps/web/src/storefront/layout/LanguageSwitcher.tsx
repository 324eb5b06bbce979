import { switchLanguage } from '../../app/i18n';
import { useShopConfig } from '../../app/shop-config';
import { useTranslation } from '../../app/translation';
import { NavDropdown } from '../../ui/kit/Dropdown';

/** The shop's languages by their own names; shown when it offers more than one (setting/language). */
export function LanguageSwitcher() {
  const { storefront } = useShopConfig();
  const { t, i18n } = useTranslation();
  const languages = storefront.languages;
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.code === i18n.language) ?? languages[0]!;
  return (
    <NavDropdown title={current.name} id="language-menu" aria-label={t('nav.language')}>
      {languages.map((language) => (
        <NavDropdown.Item
          key={language.code}
          as="button"
          lang={language.code}
          aria-current={language.code === current.code ? true : undefined}
          onClick={() => void switchLanguage(i18n, language.code)}
        >
          {language.name}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
