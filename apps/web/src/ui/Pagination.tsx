import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../app/translation';
import { classes } from './kit/polymorphic';

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

interface PageLinkProps {
  active?: boolean;
  disabled?: boolean;
  href?: string;
  onClick: (event: MouseEvent) => void;
  children: ReactNode;
}

/**
 * One item of Bootstrap's pagination as react-bootstrap's PageItem drew it (a span when current
 * or disabled, else a link; without an address a button),
 * without its Anchor and hooks on the listings' first load (ADR 0081).
 */
function PageLink({ active, disabled, href, onClick, children }: PageLinkProps) {
  return (
    <li className={classes('page-item', active && 'active', disabled && 'disabled')}>
      {active || disabled ? (
        <span className="page-link">
          {children}
          {active && <span className="visually-hidden">(current)</span>}
        </span>
      ) : href ? (
        <a className="page-link" href={href} onClick={onClick}>
          {children}
        </a>
      ) : (
        <button type="button" className="page-link" onClick={onClick}>
          {children}
        </button>
      )}
    </li>
  );
}

/** First, Prev, Next, Last and the gap: a sign for the eye, a word for screen readers. */
function Labelled({
  sign,
  label,
  ...props
}: Omit<PageLinkProps, 'children'> & { sign: string; label: string }) {
  return (
    <PageLink {...props}>
      <span aria-hidden="true">{sign}</span>
      <span className="visually-hidden">{label}</span>
    </PageLink>
  );
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
    <ul className="pagination justify-content-center flex-wrap" aria-label={t('catalog.pagination')}>
      <Labelled disabled={page <= 1} {...to(1)} sign={t('catalog.first')} label="First" />
      <Labelled disabled={page <= 1} {...to(page - 1)} sign={t('catalog.prev')} label="Previous" />
      {pageWindow(page, pages).map((n) =>
        typeof n === 'number' ? (
          <PageLink key={n} active={n === page} {...to(n)}>
            {n}
          </PageLink>
        ) : (
          <Labelled key={n} disabled onClick={() => undefined} sign="…" label="More" />
        ),
      )}
      <Labelled disabled={page >= pages} {...to(page + 1)} sign={t('catalog.next')} label="Next" />
      <Labelled disabled={page >= pages} {...to(pages)} sign={t('catalog.last')} label="Last" />
    </ul>
  );
}
