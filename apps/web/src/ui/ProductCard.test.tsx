import type { ShopConfig } from '@emporia/contracts/shop';
import { render, screen, waitFor, within } from '@testing-library/react';
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

function renderCard(card: ProductCardProduct, config: Partial<ShopConfig> = {}) {
  const boot = demoBoot(config);
  const router = createMemoryRouter([{ path: '*', element: <ProductCard product={card} /> }]);
  const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: boot.storefront.text_overrides });
  render(
    <AppProviders boot={boot} i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('product card (SPEC §2)', () => {
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

  it("a failed add shows the server's message in a danger alert", async () => {
    FakeXhr.reset({ status: 422, body: { message: 'Only 2 left in stock.', code: 'VALIDATION_ERROR' } });
    renderCard(product());
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const alert = await screen.findByText('Only 2 left in stock.');
    expect(alert.closest('.alert')).toHaveClass('alert-danger');
  });
});

describe('restock modal (SPEC §2, §4, §5, §7)', () => {
  it('a sold-out simple product opens the modal; it checks e-mail and name, then subscribes and closes', async () => {
    FakeXhr.reset({
      status: 200,
      body: { message: 'You have been successfully subscribed to the restock notification list.' },
    });
    renderCard(product({ quantity: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify Me' }));
    expect(await within(dialog).findByText('The email field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The name field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'robin@example.com');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Robin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify Me' }));
    expect(
      await screen.findByText('You have been successfully subscribed to the restock notification list.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(FakeXhr.last().url).toBe('/api/v1/storefront/restock-notify');
    expect(JSON.parse(String(FakeXhr.last().body))).toEqual({
      email: 'robin@example.com',
      name: 'Robin',
      product_id: 7,
      locale: 'en',
    });
  });

  it('with a site key, the submit waits for the bot-protection token of action submit', async () => {
    const asked: { key: string; action: string }[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: (key, options) => {
        asked.push({ key, action: options.action });
        return new Promise((resolve) => setTimeout(() => resolve('token-123'), 250));
      },
    };
    FakeXhr.reset({
      status: 200,
      body: { message: 'You have been successfully subscribed to the restock notification list.' },
    });
    renderCard(product({ quantity: 0 }), { recaptcha_site_key: 'site-key' });
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'robin@example.com');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Robin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify Me' }));
    expect(
      await screen.findByText('You have been successfully subscribed to the restock notification list.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ key: 'site-key', action: 'submit' }]);
    expect(JSON.parse(String(FakeXhr.last().body)).grecaptcha_token).toBe('token-123');
  });

  it('a refused sign-up shows the server message in a danger alert and closes the modal', async () => {
    FakeXhr.reset({
      status: 409,
      body: { message: 'This product is in stock. You can order it now.', code: 'CONFLICT' },
    });
    renderCard(product({ quantity: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'robin@example.com');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Robin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify Me' }));
    const alert = await screen.findByText('This product is in stock. You can order it now.');
    expect(alert.closest('.alert')).toHaveClass('alert-danger');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
