import { bannerPlacementNames, bannerPlacements } from '@emporia/contracts/banner-placements';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { ArticleStateBadge } from './articles/ArticleListPage';
import { useArticles } from './articles/articles-api';
import { useBanners } from './banner-api';
import { useEmailTemplates } from './email-layouts-api';
import { useMenus } from './menus/menus-api';
import { useMetaTemplates } from './meta-api';
import { ThemeSwatch } from './ThemeSwatch';
import { useThemes } from './theme-api';
import { useWording } from './wording-api';

/** A card of the overview: its area's state, or its loading blocks or error, and where to change it. */
function AreaCard({
  title,
  to,
  action,
  query,
  children,
}: {
  title: string;
  to: string;
  action: string;
  query: { error: unknown; isPending: boolean };
  children: () => ReactNode;
}) {
  return (
    <Card className="h-100">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h6 mb-0">{title}</h2>
        <Link to={`../${to}`} relative="path" className="small">
          {action}
        </Link>
      </Card.Header>
      <Card.Body>
        {query.error ? (
          <ErrorAlert error={query.error} />
        ) : query.isPending ? (
          <LoadingBlocks lines={3} />
        ) : (
          children()
        )}
      </Card.Body>
    </Card>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * appearance/dashboard: what shoppers see now — the live theme, the menus, the banners on show,
 * the newest articles, and how much wording, mail and meta the shop has made its own — each with
 * the way to change it.
 */
export default function AppearanceOverviewPage() {
  const { storefront } = useShopConfig();
  const themes = useThemes();
  const menus = useMenus();
  const banners = useBanners();
  const articles = useArticles({ page: 1, per_page: 5 });
  const scheduled = useArticles({ state: 'scheduled', page: 1, per_page: 1 });
  const drafts = useArticles({ state: 'draft', page: 1, per_page: 1 });
  const wording = useWording(storefront.languages[0]?.code ?? 'en');
  const mails = useEmailTemplates();
  const metas = useMetaTemplates();
  return (
    <>
      <PageHeading>Appearance</PageHeading>
      <p className="text-body-secondary">
        What shoppers see on the storefront now, and where to change it. Changes show on the next page a
        shopper opens; nothing needs rebuilding. <a href="/">Open the storefront</a>
      </p>
      <Row xs={1} lg={2} className="g-3">
        <Col>
          <AreaCard title="Theme" to="theme/index" action="All themes" query={themes}>
            {() => {
              const live = themes.data!.themes.find((theme) => theme.active);
              return live ? (
                <div className="d-flex gap-3 align-items-start">
                  <div style={{ width: 160 }}>
                    <ThemeSwatch settings={live.settings} name={live.name} />
                  </div>
                  <div>
                    <p className="fw-semibold mb-1">
                      {live.name}{' '}
                      {live.customised && <span className="text-body-secondary small">(customised)</span>}
                    </p>
                    <p className="small text-body-secondary mb-2">
                      {themes.data!.branding.logo
                        ? 'With the shop’s logo.'
                        : 'No logo yet: the shop’s name shows.'}
                    </p>
                    <Link
                      to={`../theme/edit/${live.id}`}
                      relative="path"
                      className="btn btn-sm btn-outline-primary"
                    >
                      Customise
                    </Link>
                  </div>
                </div>
              ) : (
                <p className="text-body-secondary mb-0">No theme is live.</p>
              );
            }}
          </AreaCard>
        </Col>
        <Col>
          <AreaCard title="Menus" to="menu/index" action="All menus" query={menus}>
            {() => (
              <ul className="list-unstyled mb-0">
                {menus.data!.map((menu) => (
                  <li key={menu.handle} className="mb-2">
                    <Link to={`../menu/${menu.handle}/${menu.kind}`} relative="path" className="fw-semibold">
                      {menu.name}
                    </Link>{' '}
                    <span className="small text-body-secondary">
                      {menu.configured ? plural(menu.item_count, 'item', 'items') : 'the built-in links'}
                    </span>
                    {menu.missing_count > 0 && (
                      <div className="small text-danger">
                        {plural(menu.missing_count, 'item points', 'items point')} at something deleted and{' '}
                        {menu.missing_count === 1 ? 'is' : 'are'} hidden.
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </AreaCard>
        </Col>
        <Col>
          <AreaCard title="Banners" to="banner/all" action="All banners" query={banners}>
            {() => {
              const list = banners.data!;
              const upcoming = list.filter((b) => b.state === 'scheduled').length;
              return (
                <>
                  <ul className="list-unstyled mb-2">
                    {bannerPlacements.map((placement) => {
                      const live = list.filter((b) => b.placement === placement && b.state === 'live');
                      return (
                        <li key={placement} className="d-flex justify-content-between">
                          <span>{bannerPlacementNames[placement]}</span>
                          <span className={live.length ? 'fw-semibold' : 'text-body-secondary'}>
                            {live.length ? `${live.length} live` : 'none'}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                  {upcoming > 0 && (
                    <p className="small text-body-secondary mb-0">
                      {plural(upcoming, 'banner is', 'banners are')} scheduled.
                    </p>
                  )}
                </>
              );
            }}
          </AreaCard>
        </Col>
        <Col>
          <AreaCard title="Articles" to="article/all" action="All articles" query={articles}>
            {() => (
              <>
                {articles.data!.data.length === 0 ? (
                  <p className="text-body-secondary">No articles yet.</p>
                ) : (
                  <ul className="list-unstyled mb-2">
                    {articles.data!.data.map((article) => (
                      <li key={article.id} className="d-flex justify-content-between gap-2 mb-1">
                        <Link to={`../article/${article.id}`} relative="path" className="text-truncate">
                          {article.title}
                        </Link>
                        <ArticleStateBadge state={article.state} />
                      </li>
                    ))}
                  </ul>
                )}
                <p className="small text-body-secondary mb-0">
                  {plural(articles.data!.meta.total, 'article', 'articles')}
                  {scheduled.data ? `, ${scheduled.data.meta.total} scheduled` : ''}
                  {drafts.data ? `, ${plural(drafts.data.meta.total, 'draft', 'drafts')}` : ''}.{' '}
                  <Link to="../article/new" relative="path">
                    Write an article
                  </Link>
                </p>
              </>
            )}
          </AreaCard>
        </Col>
        <Col>
          <AreaCard title="Wording" to="theme/language" action="Edit wording" query={wording}>
            {() => {
              const own = Object.keys(wording.data!.overrides).length;
              return (
                <p className="mb-0">
                  {own
                    ? `${plural(own, 'storefront text', 'storefront texts')} in the shop’s own words.`
                    : 'Every storefront text as it comes.'}
                </p>
              );
            }}
          </AreaCard>
        </Col>
        <Col>
          <AreaCard
            title="E-mails and search engines"
            to="email-layout/index"
            action="E-mail layouts"
            query={mails}
          >
            {() => {
              const editedMails = mails.data!.filter((m) => m.edited).length;
              const editedMeta = metas.data?.filter((m) => m.edited).length;
              return (
                <>
                  <p className="mb-1">
                    {editedMails} of {plural(mails.data!.length, 'e-mail', 'e-mails')} in the shop’s own
                    words.
                  </p>
                  <p className="mb-0">
                    {editedMeta === undefined ? '…' : `${editedMeta} of ${metas.data!.length}`} page kinds
                    with the shop’s own{' '}
                    <Link to="../meta/index" relative="path">
                      meta tags
                    </Link>
                    .
                  </p>
                </>
              );
            }}
          </AreaCard>
        </Col>
      </Row>
    </>
  );
}
