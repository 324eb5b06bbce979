import type { MenuSummary } from '@emporia/contracts/menus';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useMenus } from './menus-api';

const places: Record<MenuSummary['kind'], { where: string; what: string }> = {
  bar: { where: 'Storefront header', what: 'Links across the top of every page; items can open dropdowns.' },
  block: {
    where: 'Storefront footer',
    what: 'Columns at the bottom of every page, each a heading with links.',
  },
};

function MenuCard({ menu }: { menu: MenuSummary }) {
  const place = places[menu.kind];
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5 d-flex align-items-center gap-2">
          <Link to={`../${menu.handle}/${menu.kind}`} relative="path" className="stretched-link">
            {menu.name}
          </Link>
          {!menu.configured && (
            <Badge bg="secondary" pill>
              Default links
            </Badge>
          )}
        </Card.Title>
        <Card.Subtitle className="mb-2 text-body-secondary">{place.where}</Card.Subtitle>
        <Card.Text className="small">{place.what}</Card.Text>
        <p className="mb-0">
          {menu.configured
            ? `${menu.item_count} ${menu.item_count === 1 ? 'item' : 'items'}`
            : 'Not set up yet: the storefront shows its built-in links.'}
        </p>
        {menu.missing_count > 0 && (
          <p className="mb-0 text-danger small">
            {menu.missing_count} {menu.missing_count === 1 ? 'item points' : 'items point'} at something
            deleted or hidden, and {menu.missing_count === 1 ? 'is' : 'are'} not shown.
          </p>
        )}
      </Card.Body>
    </Card>
  );
}

/** appearance/menu/index: the shop's header bar and footer block. */
export default function MenusPage() {
  const menus = useMenus();
  return (
    <>
      <PageHeading>Menus</PageHeading>
      <p className="text-body-secondary">
        The navigation shoppers see on every page. Items link to categories, brands, articles, pages of the
        shop or any address, and follow a renamed category by themselves.
      </p>
      {menus.isPending ? (
        <LoadingBlocks lines={4} />
      ) : menus.isError ? (
        <ErrorAlert error={menus.error} />
      ) : (
        <div className="row row-cols-1 row-cols-md-2 g-3">
          {menus.data.map((menu) => (
            <div className="col" key={menu.handle}>
              <MenuCard menu={menu} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
