import type { CategoryPage } from '@emporia/contracts/catalog';
import { catalogQueryKeys } from '@emporia/contracts/storefront-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { demoBoot } from '../../../test/shop';

installFakeXhr();

const card = (id: number, name: string, price: number) => ({
  id,
  type: 'simple' as const,
  sku: `S-${id}`,
  quantity: 2,
  quantity_discount_status: 0,
  is_digital: 0,
  images: [],
  prices: { base: price, sale: null, discount: null },
  price,
  sale_price: null,
  tax_class_id: null,
  rating: 0,
  total_reviews: 0,
  manufacturer: null,
  translations: [{ locale: 'en', name, slug: name.toLowerCase().replace(/ /g, '-') }],
  date_added: '2026-11-01T00:00:00.000Z',
});

const ref = (id: number, name: string) => ({
  id,
  image: '/storage/store/no-image.png',
  translations: [{ locale: 'en', name, slug: name.toLowerCase() }],
});

const camping = (changes: Partial<CategoryPage> = {}): CategoryPage => ({
  products: [card(1, 'Alpine Dome Tent', 359), card(2, 'Camp Table', 79)],
  total: 42,
  page: 1,
  per_page: 20,
  buckets: {
    category: [
      { key: 8, doc_count: 5 },
      { key: 9, doc_count: 0 },
    ],
    manufacturer: [{ key: 1, doc_count: 4 }],
    rating: [
      { key: 4, doc_count: 7 },
      { key: 3, doc_count: 15 },
      { key: 2, doc_count: 16 },
      { key: 1, doc_count: 16 },
    ],
  },
  bucket_names: {
    category: { '8': 'Tents', '9': 'Sleeping Bags' },
    manufacturer: { '1': 'Summit Peak' },
    rating: { '4': 'Excellent & Up', '3': 'Good & Up', '2': 'Average & Up', '1': 'Bad & Up' },
  },
  min_price: 9,
  max_price: 499,
  category: {
    ...ref(1, 'Camping'),
    translations: [
      {
        locale: 'en',
        name: 'Camping',
        slug: 'camping',
        description: '',
        meta_title: '',
        meta_description: '',
      },
    ],
    subcategories: [ref(8, 'Tents'), ref(9, 'Sleeping Bags')],
    path: [],
  },
  ...changes,
});

/** The header's category menu and cart, delivered with the page: every call made is the page's own. */
const header = [
  { key: ['catalog', 'categories'], data: [] },
  { key: ['cart'], data: null },
];
const open = (path: string, preload: { key: unknown[]; data: unknown }[] = []) =>
  renderApp(path, demoBoot(), [...header, ...preload]);

const categoryRequests = () => FakeXhr.sent.filter((r) => r.url.includes('/storefront/category/'));

beforeEach(() => {
  window.innerWidth = 1280;
  FakeXhr.reset({ status: 200, body: { data: camping() } });
});

describe('a category page (the search’s listing, scoped)', () => {
  it('asks for the filters, sort and page of its address and shows counts, chips and range', async () => {
    open('/category/camping?flt=manufacturer:1&sortby=lowest_first&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camping' })).toBeInTheDocument();
    const url = new URL(categoryRequests()[0]!.url, 'http://demo.localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      flt: 'manufacturer:1',
      sortby: 'lowest_first',
      page: '2',
      locale: 'en',
    });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).getByRole('button', { name: 'Subcategories' })).toBeInTheDocument();
    expect(within(sidebar).getByLabelText('Sleeping Bags (0)')).toBeDisabled();
    expect(within(sidebar).getByLabelText('Summit Peak (4)')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Summit Peak' })).toBeInTheDocument();
    expect(screen.getByText('Showing 21 to 40 of 42 products')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lowest_first');
  });

  it('opens from the data the server delivered with the page, without asking again', async () => {
    const state = { flt: 'rating:4', sortby: 'best_match' as const, page: 1 };
    open('/category/camping?flt=rating:4', [
      { key: [...catalogQueryKeys.category('camping', state, 'en')], data: camping({ total: 7 }) },
    ]);
    expect(await screen.findByText('Showing 1 to 7 of 7 products')).toBeInTheDocument();
    expect(categoryRequests()).toHaveLength(0);
  });

  it('rewrites its address when a filter is chosen, dropping the page, and links every page', async () => {
    const { currentPath } = open('/category/camping?page=2');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const pager = screen.getByRole('list', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: '3' })).toHaveAttribute(
      'href',
      '/category/camping?page=3',
    );
    await userEvent.click(within(sidebar).getByLabelText('Tents (5)'));
    await waitFor(() => expect(currentPath()).toBe('/category/camping?flt=category%3A8'));
    await waitFor(() =>
      expect(decodeURIComponent(categoryRequests().at(-1)!.url)).toContain('flt=category:8'),
    );
  });

  it('says so when the filters leave nothing', async () => {
    FakeXhr.reset({ status: 200, body: { data: camping({ products: [], total: 0 }) } });
    open('/category/camping?flt=rating:4');
    expect(
      await screen.findByText('No products match these filters. Remove one or choose Reset All.'),
    ).toBeInTheDocument();
  });
});
