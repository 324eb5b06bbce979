import type { MouseEvent } from 'react';
import BootstrapPagination from 'react-bootstrap/Pagination';
import { useTranslation } from '../app/translation';

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

/**
 * First, Prev, page numbers with ellipsis, Next, Last. With `hrefOf` the
 * page numbers are real links (crawlers follow them to every page of a
 * listing); a click still stays in the app through `onPage`.
 */
export function Pagination({
  page,
  pages,
  onPage,
  hrefOf,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  hrefOf?: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const to = (target: number) => ({
    ...(hrefOf ? { href: hrefOf(target) } : {}),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onPage(target);
    },
  });
  return (
    <BootstrapPagination className="justify-content-center flex-wrap" aria-label={t('catalog.pagination')}>
      <BootstrapPagination.First disabled={page <= 1} {...to(1)}>
        {t('catalog.first')}
      </BootstrapPagination.First>
      <BootstrapPagination.Prev disabled={page <= 1} {...to(page - 1)}>
        {t('catalog.prev')}
      </BootstrapPagination.Prev>
      {pageWindow(page, pages).map((n) =>
        typeof n === 'number' ? (
          <BootstrapPagination.Item key={n} active={n === page} {...to(n)}>
            {n}
          </BootstrapPagination.Item>
        ) : (
          <BootstrapPagination.Ellipsis key={n} disabled />
        ),
      )}
      <BootstrapPagination.Next disabled={page >= pages} {...to(page + 1)}>
        {t('catalog.next')}
      </BootstrapPagination.Next>
      <BootstrapPagination.Last disabled={page >= pages} {...to(pages)}>
        {t('catalog.last')}
      </BootstrapPagination.Last>
    </BootstrapPagination>
  );
}
