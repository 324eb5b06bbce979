import {
  type AdminBanner,
  type BannerPlacement,
  type BannerState,
  bannerPlacementNames,
  bannerPlacements,
} from '@emporia/contracts/banners';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { StoredPicture } from '../../ui/StoredPicture';
import { useBanners, useOrderBanners } from './banner-api';

const stateBadges: Record<BannerState, [string, string]> = {
  live: ['success', 'Live'],
  scheduled: ['info', 'Scheduled'],
  ended: ['secondary', 'Ended'],
  inactive: ['light', 'Off'],
};

export function BannerStateBadge({ state }: { state: BannerState }) {
  const [bg, label] = stateBadges[state];
  return (
    <Badge bg={bg} text={bg === 'light' || bg === 'info' ? 'dark' : undefined}>
      {label}
    </Badge>
  );
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null;

function Dates({ banner }: { banner: AdminBanner }) {
  const from = when(banner.starts_at);
  const to = when(banner.ends_at);
  if (!from && !to) return <span className="text-body-secondary">Always</span>;
  return (
    <span className="small">
      {from ? `From ${from}` : 'Now'}
      <br />
      {to ? `until ${to}` : 'with no end'}
    </span>
  );
}

function PlacementTable({ placement, banners }: { placement: BannerPlacement; banners: AdminBanner[] }) {
  const order = useOrderBanners();
  const move = (index: number, by: -1 | 1) => {
    const ids = banners.map((banner) => banner.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    order.mutate({ placement, ids });
  };
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h6 mb-0">
        {bannerPlacementNames[placement]}
      </Card.Header>
      <ErrorAlert error={order.error} />
      <Table responsive hover className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Name</th>
            <th scope="col">Shows</th>
            <th scope="col">State</th>
            <th scope="col">Order</th>
          </tr>
        </thead>
        <tbody>
          {banners.map((banner, index) => (
            <tr key={banner.id}>
              <td style={{ width: 176 }}>
                {banner.image ? (
                  <StoredPicture
                    src={banner.image.src}
                    alt=""
                    candidates={['large']}
                    sizes="160px"
                    width={160}
                    height={Math.round((160 * banner.image.height) / banner.image.width)}
                    className="rounded border"
                    style={{ maxHeight: 80, objectFit: 'cover' }}
                    loading="lazy"
                  />
                ) : (
                  <span className="badge text-bg-dark fw-normal text-wrap text-start">{banner.text}</span>
                )}
              </td>
              <td>
                <Link to={`../${banner.id}`} relative="path">
                  {banner.title}
                </Link>
                <div className="small text-body-secondary text-break">{banner.link || 'No link'}</div>
              </td>
              <td>
                <Dates banner={banner} />
              </td>
              <td>
                <BannerStateBadge state={banner.state} />
              </td>
              <td className="text-nowrap">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  className="me-1"
                  disabled={index === 0 || order.isPending}
                  onClick={() => move(index, -1)}
                  aria-label={`Move ${banner.title} up`}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === banners.length - 1 || order.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={`Move ${banner.title} down`}
                >
                  ↓
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

/**
 * appearance/banner/all: every banner by placement, in the order the storefront shows them, with
 * whether it shows now (its dates are checked on every page request, so it starts and ends by itself).
 */
export default function BannerListPage() {
  const banners = useBanners();
  return (
    <>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <PageHeading>Banners</PageHeading>
        <Link to="../new" relative="path" className="btn btn-primary">
          Add Banner
        </Link>
      </div>
      <p className="text-body-secondary">
        Pictures with a link in the home page carousel, between the home sections, at the top of category
        pages, or as the top bar of every page. Each shows between its dates, by itself.
      </p>
      <ErrorAlert error={banners.error} />
      {!banners.data && !banners.error && <LoadingBlocks lines={6} />}
      {banners.data?.length === 0 && (
        <Card body className="text-center py-5">
          <p className="mb-3">No banners yet. Add one to greet shoppers with your latest offer.</p>
          <Link to="../new" relative="path" className="btn btn-primary">
            Add Banner
          </Link>
        </Card>
      )}
      {banners.data &&
        bannerPlacements.map((placement) => {
          const mine = banners.data.filter((banner) => banner.placement === placement);
          return mine.length ? <PlacementTable key={placement} placement={placement} banners={mine} /> : null;
        })}
    </>
  );
}
