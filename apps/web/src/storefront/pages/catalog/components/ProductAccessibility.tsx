import {
  hasAccessibilityInformation,
  type ProductAccessibility as Information,
} from '@emporia/contracts/product-accessibility-values';
import { useTranslation } from '../../../../app/translation';
import { accessibilityLabel, accessibilitySectionWords } from '../../../../ui/accessibility-labels';

/**
 * The product's accessibility information (EAA Annex I), in the shopper's words for schema.org's
 * values; nothing when the product says nothing.
 */
export function ProductAccessibility({ information }: { information: Information }) {
  const { i18n } = useTranslation();
  if (!hasAccessibilityInformation(information)) return null;
  const language = i18n.language;
  const words = accessibilitySectionWords(language);
  const list = (label: string, values: string[]) =>
    values.length > 0 && (
      <>
        <dt>{label}</dt>
        <dd>
          <ul className="list-unstyled mb-0">
            {values.map((value) => (
              <li key={value}>{accessibilityLabel(value, language)}</li>
            ))}
          </ul>
        </dd>
      </>
    );
  return (
    <section className="mt-5" aria-labelledby="accessibility-heading" data-testid="product-accessibility">
      <h2 id="accessibility-heading" className="h5 border-bottom pb-2">
        {words.title}
      </h2>
      {information.summary && <p>{information.summary}</p>}
      <dl className="mb-0">
        {list(words.features, information.features)}
        {list(words.modes, information.access_modes)}
        {list(words.hazards, information.hazards)}
      </dl>
    </section>
  );
}
