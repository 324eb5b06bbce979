import BootstrapPagination from 'react-bootstrap/Pagination';
import { useTranslation } from 'react-i18next';

/** Page numbers to show: at most `visible` around the current page (SPEC §9: five), with gaps marked. */
export function pageWindow(page: number, pages: number, visible = 5): (number | 'gap-start' | 'gap-end')[] {
  if (pages <= 1) return [1];
  const half = Math.floor(visible / 2);
  let first = Math.max(1, page - half);
  const last = Math.min(pages, first + visible - 1);
  first = Math.max(1, last - visible + 1);
  const numbers: (number | 'gap-start' | 'gap-end')[] = [];
  if (first > 1) numbers.push('gap-start');
  for (let n = first; n <= last; n++) numbers.push(n);
  if (last < pages) numbers.push('gap-end');
  return numbers;
}

/** First, Prev, page numbers with ellipsis, Next, Last. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <BootstrapPagination className="justify-content-center flex-wrap" aria-label={t('catalog.pagination')}>
      <BootstrapPagination.First disabled={page <= 1} onClick={() => onPage(1)}>
        {t('catalog.first')}
      </BootstrapPagination.First>
      <BootstrapPagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalog.prev')}
      </BootstrapPagination.Prev>
      {pageWindow(page, pages).map((n) =>
        typeof n === 'number' ? (
          <BootstrapPagination.Item key={n} active={n === page} onClick={() => onPage(n)}>
            {n}
          </BootstrapPagination.Item>
        ) : (
          <BootstrapPagination.Ellipsis key={n} disabled />
        ),
      )}
      <BootstrapPagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('catalog.next')}
      </BootstrapPagination.Next>
      <BootstrapPagination.Last disabled={page >= pages} onClick={() => onPage(pages)}>
        {t('catalog.last')}
      </BootstrapPagination.Last>
    </BootstrapPagination>
  );
}
