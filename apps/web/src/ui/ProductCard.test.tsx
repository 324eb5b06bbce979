import type { ShopConfig } from '@emporia/contracts/shop';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { setUpI18n } from '../app/i18n';
import { FakeXhr, installFakeXhr } from '../test/fake-xhr';
import { demoBoot } from '../test/shop';
import { ProductCard, type ProductCardProduct } from './ProductCard';

installFakeXhr();
afterEach(() => {
  delete window.grecaptcha;
});

const product = (changes: Partial<ProductCardProduct> = {}): ProductCardProduct => ({
  id: 7,
  type: 'simple',
  quantity: 5,
  quantity_discount_status: 0,
  images: [],
  prices: { base: 45, sale: null, discount: null },
  rating: 4.6,
  total_reviews: 3,
  translations: [{ locale: 'en', name: 'Ridgeline Headlamp', slug: 'ridgeline-headlamp' }],
  ...changes,
});

function renderCard(
  card: ProductCardProduct,
  config: Partial<ShopConfig> = {},
  firstScreen?: 'no' | 'yes' | 'first',
) {
  const boot = demoBoot(config);
  const router = createMemoryRouter([
    { path: '*', element: <ProductCard product={card} firstScreen={firstScreen} /> },
  ]);
  const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: boot.storefront.text_overrides });
  render(
    <AppProviders boot={boot} i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('product card (SPEC §2)', () => {
  it('loads its picture when scrolled near, at once in the first screen, first of all in a phone’s first row', () => {
    const picture = () => screen.getByRole('img', { name: 'Ridgeline Headlamp', hidden: true });
    const images = [{ id: 1, src: '/a-large.webp', small: '/a-small.webp', thumbnail: '/a-thumb.webp' }];
    renderCard(product({ images }));
    expect(picture()).toHaveAttribute('loading', 'lazy');
    expect(picture()).not.toHaveAttribute('fetchpriority');
    cleanup();
    renderCard(product({ images }), {}, 'yes');
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).not.toHaveAttribute('fetchpriority');
    cleanup();
    renderCard(product({ images }), {}, 'first');
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).toHaveAttribute('fetchpriority', 'high');
  });

  it('a simple product in stock gets a quantity input (1) and Add; links use the slug', () => {
    renderCard(product());
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ridgeline Headlamp' })).toHaveAttribute(
      'href',
      '/ridgeline-headlamp',
    );
    expect(screen.queryByText('Buy More Save More')).not.toBeInTheDocument();
  });

  it('shows prices with two decimals, a sale with the base struck through and the saving', () => {
    renderCard(product({ prices: { base: 45, sale: 36, discount: 9 } }));
    expect(screen.getByText('$36.00')).toBeInTheDocument();
    expect(screen.getByText('$45.00').tagName).toBe('DEL');
    expect(screen.getByText('Save $9.00')).toBeInTheDocument();
  });

  it('shows the integer part of the rating out of 5 and the count, only with reviews', () => {
    renderCard(product());
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 by 3 reviewers' })).toBeInTheDocument();
    expect(screen.getByText('(3)')).toBeInTheDocument();
  });

  it('shows no stars without reviews, and Buy More Save More with quantity discounts', () => {
    renderCard(product({ total_reviews: 0, rating: 0, quantity_discount_status: 1 }));
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.getByText('Buy More Save More')).toBeInTheDocument();
  });

  it('a configurable product gets an Options link to its page', () => {
    renderCard(product({ type: 'configurable' }));
    expect(screen.getByRole('link', { name: 'Options' })).toHaveAttribute('href', '/ridgeline-headlamp');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('adding to the cart sends id and cart_quantity and confirms with the name', async () => {
    renderCard(product());
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Ridgeline Headlamp has been added to your cart.')).toBeInTheDocument();
    expect(FakeXhr.last().url).toBe('/api/v1/storefront/cart/add');
    expect(JSON.parse(String(FakeXhr.last().body))).toEqual({ id: 7, cart_quantity: 3 });
  });

  it("a refused add shows the cart's reason next to the quantity box", async () => {
    FakeXhr.reset({
      status: 409,
      body: { message: 'Only 2 of Ridgeline Headlamp are in stock.', code: 'CONFLICT' },
    });
    renderCard(product());
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription('Only 2 of Ridgeline Headlamp are in stock.'),
    );
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/has been added/)).not.toBeInTheDocument();
  });

  it.each([
    ['0', 'The quantity must be at least 1.'],
    ['-2', 'The quantity must be at least 1.'],
    ['1.5', 'Enter a whole number.'],
    ['20000', 'The quantity can be at most 10000.'],
  ])('refuses %s with the reason beside the box and sends nothing', async (typed, reason) => {
    renderCard(product());
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(quantity).toHaveAccessibleDescription(reason);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByText(/has been added/)).not.toBeInTheDocument();
  });

  it('adding two products in a row leaves one success message on the page, the latest', async () => {
    const boot = demoBoot();
    const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: boot.storefront.text_overrides });
    const two = (
      <>
        <ProductCard product={product()} />
        <ProductCard
          product={product({
            id: 8,
            translations: [{ locale: 'en', name: 'Summit Mug', slug: 'summit-mug' }],
          })}
        />
      </>
    );
    render(
      <AppProviders boot={boot} i18n={i18n} queryClient={createQueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: two }])} />
      </AppProviders>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Add' });
    await userEvent.click(first!);
    expect(await screen.findByText('Ridgeline Headlamp has been added to your cart.')).toBeInTheDocument();
    await userEvent.click(second!);
    expect(await screen.findByText('Summit Mug has been added to your cart.')).toBeInTheDocument();
    expect(screen.queryByText('Ridgeline Headlamp has been added to your cart.')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.alert-success')).toHaveLength(1);
  });
});
