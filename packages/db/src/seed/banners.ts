import type { Db } from '../connection';
import { banners } from '../schema';
import { saveImage, storageRootOf, storedImageDimensions } from '../storage';
import type { SeedStep } from './seed-step';

/**
 * The demo shop's banners: two home carousel slides, one between the home sections and a text
 * top bar. Their pictures are drawn here like the catalogue's tiles (no artwork files), a wide
 * one for desktops and a square one for phones.
 */
interface DrawnBanner {
  title: string;
  placement: 'home_hero' | 'home_middle' | 'top_bar';
  headline: string;
  subline: string;
  action: string;
  from: string;
  to: string;
  link: string;
  alt: string;
}

const demoBanners: DrawnBanner[] = [
  {
    title: 'New season camping',
    placement: 'home_hero',
    headline: 'Into the wild',
    subline: 'New season tents, sleeping bags and camp kitchens',
    action: 'Shop camping',
    from: '#1b4332',
    to: '#52b788',
    link: '/category/camping',
    alt: 'Into the wild: new season tents, sleeping bags and camp kitchens. Shop camping.',
  },
  {
    title: 'Layer up for winter',
    placement: 'home_hero',
    headline: 'Layer up',
    subline: 'Rain jackets and base layers for cold trails',
    action: 'Shop clothing',
    from: '#3c1642',
    to: '#c0392b',
    link: '/category/clothing',
    alt: 'Layer up: rain jackets and base layers for cold trails. Shop clothing.',
  },
  {
    title: 'Gift cards strip',
    placement: 'home_middle',
    headline: 'Give the outdoors',
    subline: 'Emporia gift cards, delivered by e-mail',
    action: 'Choose a gift card',
    from: '#0b525b',
    to: '#16a085',
    link: '/category/gift-cards',
    alt: 'Give the outdoors: Emporia gift cards, delivered by e-mail. Choose a gift card.',
  },
];

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const font = 'DejaVu Sans, Liberation Sans, sans-serif';

/** Ridges over a sky gradient, the headline on the left: wide for desktops, square for phones. */
function bannerSvg(banner: DrawnBanner, shape: 'wide' | 'strip' | 'square'): string {
  const [width, height] = shape === 'wide' ? [1600, 560] : shape === 'strip' ? [1600, 300] : [800, 800];
  const square = shape === 'square';
  const x = square ? 56 : 110;
  const scale = shape === 'strip' ? 0.62 : 1;
  const top = square ? 150 : shape === 'strip' ? 110 : 215;
  const ridge = (base: number, peaks: number[], opacity: number) => {
    const step = width / (peaks.length - 1);
    const points = peaks.map((p, i) => `${Math.round(i * step)} ${Math.round(base - p * height)}`).join(' L');
    return `<path d="M0 ${height} L${points} L${width} ${height} Z" fill="#ffffff" fill-opacity="${opacity}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${square ? 640 : width - 330}" cy="${square ? 430 : height * 0.3}" r="${square ? 70 : height * 0.14}" fill="#ffffff" fill-opacity="0.25"/>
${ridge(height, [0.1, 0.35, 0.2, 0.5, 0.28, 0.42, 0.15], 0.12)}
${ridge(height, [0.05, 0.18, 0.3, 0.12, 0.24, 0.08, 0.2], 0.16)}
<text x="${x}" y="${top}" font-size="${Math.round((square ? 76 : 92) * scale)}" font-family="${font}" font-weight="bold" fill="#ffffff">${escapeXml(banner.headline)}</text>
<text x="${x}" y="${top + (square ? 0 : 0) + Math.round(62 * scale)}" font-size="${Math.round((square ? 30 : 36) * scale)}" font-family="${font}" fill="#ffffff" fill-opacity="0.92">${escapeXml(square ? banner.subline.split(',')[0]! : banner.subline)}</text>
${
  shape === 'strip'
    ? ''
    : `<rect x="${x}" y="${top + 110}" width="${banner.action.length * 19 + 64}" height="66" rx="33" fill="#ffffff"/>
<text x="${x + 32}" y="${top + 153}" font-size="30" font-family="${font}" font-weight="bold" fill="${banner.from}">${escapeXml(banner.action)}</text>`
}
</svg>`;
}

async function drawn(shopId: number, dataDir: string | undefined, svg: string) {
  const root = storageRootOf(dataDir);
  const key = await saveImage(root, shopId, 'banners', Buffer.from(svg), {
    allowSvg: true,
    sizes: ['wide', 'large', 'small', 'thumb'],
  });
  const size = await storedImageDimensions(root, shopId, key, 'wide');
  if (!size) throw new Error(`seeding banner picture ${key} stored nothing`);
  return { key, ...size };
}

export const seedBanners: SeedStep = async (db: Db, shops, files) => {
  const shopId = shops.demo;
  const rows: (typeof banners.$inferInsert)[] = [];
  for (const [index, banner] of demoBanners.entries()) {
    const hero = banner.placement === 'home_hero';
    const wide = await drawn(shopId, files.dataDir, bannerSvg(banner, hero ? 'wide' : 'strip'));
    const phone = hero ? await drawn(shopId, files.dataDir, bannerSvg(banner, 'square')) : undefined;
    rows.push({
      shopId,
      title: banner.title,
      placement: banner.placement,
      image: wide.key,
      imageWidth: wide.width,
      imageHeight: wide.height,
      phoneImage: phone?.key ?? null,
      phoneImageWidth: phone?.width ?? null,
      phoneImageHeight: phone?.height ?? null,
      link: banner.link,
      altText: banner.alt,
      sortOrder: index,
    });
  }
  rows.push({
    shopId,
    title: 'New season top bar',
    placement: 'top_bar',
    text: 'New season gear is in: tents, sleeping bags and rain jackets',
    link: '/category/camping',
    sortOrder: 0,
  });
  await db.insert(banners).values(rows);
};
