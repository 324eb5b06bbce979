import { Link } from 'react-router';
import { useTranslation } from '../../../../app/translation';
import { StoredPicture } from '../../../../ui/StoredPicture';
import { useTranslated } from '../../../../ui/translated';
import { useCategories } from '../api/get-categories';

/** The top-level categories as pictures with names: the way into the catalogue from the home page. */
export function CategoryStrip({ heading, count }: { heading?: string; count?: number } = {}) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const categories = useCategories();
  const roots = categories.data?.filter((c) => c.parent_id === null).slice(0, count) ?? [];
  if (!roots.length) return null;
  const title = heading || t('catalog.shop_by_category');
  return (
    <nav aria-label={title} className="category-strip mb-5">
      <h2 className="h4 border-bottom pb-2 mb-3">{title}</h2>
      <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
        {roots.map((category) => {
          const text = translated(category.translations);
          return (
            <li key={category.id}>
              <Link
                to={`/category/${text?.slug}`}
                className="d-flex flex-column align-items-center text-decoration-none"
              >
                <StoredPicture
                  src={category.image}
                  alt=""
                  monogram={text?.name ?? ''}
                  width={96}
                  height={96}
                  sizes="96px"
                  // Below the banner on a phone: eager, they took connections the banner needed.
                  loading="lazy"
                  decoding="async"
                  className="rounded-circle border"
                />
                <span className="mt-1 small fw-semibold">{text?.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
