import type { StorefrontBanner } from '@emporia/contracts/banner-placements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { demoBoot } from '../../test/shop';

const picture = (hash: string, width = 1600, height = 500) => ({
  src: `/storage/banners/${hash}-wide.webp`,
  width,
  height,
});
const banner = (id: number, changes: Partial<StorefrontBanner>): StorefrontBanner => ({
  id,
  placement: 'home_hero',
  category_id: null,
  link: '',
  alt: '',
  text: '',
  image: null,
  phone_image: null,
  ...changes,
});

const banners: StorefrontBanner[] = [
  banner(1, {
    alt: 'Into the wild',
    link: '/category/camping',
    image: picture('0123456789abcdef'),
    phone_image: picture('fedcba9876543210', 800, 800),
  }),
  banner(2, { alt: 'Layer up', link: 'https://example.com/layers', image: picture('00112233445566ff') }),
  banner(3, { placement: 'top_bar', text: 'Free shipping over $50', link: '/page/shipping' }),
  banner(4, { placement: 'home_middle', alt: 'Gift cards', image: picture('aabbccddeeff0011', 1600, 300) }),
];

function withBanners(list: StorefrontBanner[]) {
  const boot = demoBoot();
  boot.storefront.banners = list;
  return boot;
}

describe('banners on the storefront', () => {
  it('shows the top bar and the hero carousel, its first picture loaded first and sized', async () => {
    const { container } = renderApp('/', withBanners(banners));
    const bar = await screen.findByRole('complementary', { name: 'Announcement' });
    expect(within(bar).getByRole('link', { name: 'Free shipping over $50' })).toHaveAttribute(
      'href',
      '/page/shipping',
    );

    const carousel = screen.getByRole('region', { name: 'Featured' });
    const first = within(carousel).getByRole('img', { name: 'Into the wild' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '500');
    expect(first.getAttribute('srcset')).toBe(
      '/storage/banners/0123456789abcdef-large.webp 800w, /storage/banners/0123456789abcdef-wide.webp 1600w',
    );
    expect(first.getAttribute('sizes')).toContain('1296px');
    // Phones get the phone picture, with its own proportions.
    const phone = container.querySelector('source[media]');
    expect(phone?.getAttribute('srcset')).toContain('fedcba9876543210-large.avif 800w');
    expect(phone).toHaveAttribute('width', '800');
    expect(phone).toHaveAttribute('height', '800');
    const frame = container.querySelector<HTMLElement>('.hero-frame');
    expect(frame?.style.getPropertyValue('--banner-ratio')).toBe('1600 / 500');
    expect(frame?.style.getPropertyValue('--banner-phone-ratio')).toBe('800 / 800');

    const second = container.querySelector('img[alt="Layer up"]');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second?.closest('a')).toHaveAttribute('href', 'https://example.com/layers');
    expect(second?.closest('[aria-roledescription="slide"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves by hand and pauses', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/', withBanners(banners));
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    const slides = () => Array.from(container.querySelectorAll('[aria-roledescription="slide"]'));
    await user.click(within(carousel).getByRole('button', { name: 'Pause the slides' }));
    expect(within(carousel).getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(slides()[1]).not.toHaveAttribute('aria-hidden');
    expect(slides()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(within(carousel).getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(slides()[0]).not.toHaveAttribute('aria-hidden');
  });

  it('shows nothing where no banner is live, and one slide without controls', async () => {
    renderApp('/', withBanners([banners[0]!]));
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
  });
});
