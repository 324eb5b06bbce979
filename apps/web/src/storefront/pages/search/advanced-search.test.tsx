import type { SearchResponse } from '@emporia/contracts/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { sidebarStorageKey } from '../../listing/sidebar-state';

installFakeXhr();

const hit = (id: number, name: string, price: number, sale: number | null = null) => ({
  store_product_id: id,
  type: 'simple' as const,
  sku: `S-${id}`,
  quantity: 3,
  quantity_discount_status: 0,
  images: [
    {
      id: 0,
      src: '/storage/store/no-image.png',
      small: '/storage/store/no-image.png',
      thumbnail: '/storage/store/no-image.png',
    },
  ],
  manufacturer: null,
  translations: [
    { locale: 'en', name, slug: name.toLowerCase().replace(/ /g, '-') },
    { locale: 'fr', name: `${name} FR`, slug: `fr-${id}` },
  ],
  price,
  sale_price: sale,
  tax_class_id: null,
  rating: 4.5,
  total_reviews: 2,
});

const answer = (changes: Partial<SearchResponse> = {}): SearchResponse => ({
  products: [hit(1, 'Alpine Dome Tent', 359), hit(2, 'Trail Tent', 289, 249)],
  total: { value: 42 },
  buckets: {
    category: [{ key: 3, doc_count: 2 }],
    manufacturer: [
      { key: 5, doc_count: 2 },
      { key: 6, doc_count: 0 },
    ],
    rating: [
      { key: 4, doc_count: 2 },
      { key: 3, doc_count: 2 },
      { key: 2, doc_count: 2 },
      { key: 1, doc_count: 2 },
    ],
  },
  bucket_names: {
    category: { '3': 'Tents' },
    manufacturer: { '5': 'Summit', '6': 'Ridge' },
    rating: { '4': 'Excellent & Up', '3': 'Good & Up', '2': 'Average & Up', '1': 'Bad & Up' },
  },
  min_price: 249,
  max_price: 359,
  ...changes,
});

const searchRequests = () => FakeXhr.sent.filter((r) => r.url.includes('/advanced-search'));

beforeEach(() => {
  window.innerWidth = 1280;
  FakeXhr.reset({ status: 200, body: answer() });
});

describe('the search results page (SPEC §2)', () => {
  it('asks the shop’s search with the URL parameters and shows heading, title, range and cards', async () => {
    const { currentPath } = renderApp(
      '/extend/advanced-search?keyword=tent&flt=manufacturer:5&sortby=name_a_z&page=2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'tent' })).toBeInTheDocument();
    const url = new URL(searchRequests()[0]!.url, 'http://demo.localhost');
    expect(url.pathname).toBe('/api/v1/demo/advanced-search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: 'tent',
      flt: 'manufacturer:5',
      sortby: 'name_a_z',
      page: '2',
      locale: 'en',
    });
    expect(screen.getByText('Showing 21 to 40 of 42 products')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('tent Search Results | Emporia Gear Co.'));
    expect(screen.getByRole('link', { name: 'Alpine Dome Tent' })).toHaveAttribute(
      'href',
      '/alpine-dome-tent',
    );
    expect(screen.getByText('$249.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Summit' })).toBeInTheDocument();
    expect(currentPath()).toContain('page=2');
  });

  it('disables options counted 0 and rewrites the URL without the page when a filter changes', async () => {
    const { currentPath } = renderApp('/extend/advanced-search?keyword=tent&page=2');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).getByLabelText('Ridge (0)')).toBeDisabled();
    await userEvent.click(within(sidebar).getByLabelText('Summit (2)'));
    await waitFor(() =>
      expect(currentPath()).toBe('/extend/advanced-search?keyword=tent&flt=manufacturer%3A5'),
    );
    await waitFor(() =>
      expect(decodeURIComponent(searchRequests().at(-1)!.url)).toContain('flt=manufacturer:5'),
    );
  });

  it('keeps the page when the sort changes, and offers the seven sorts', async () => {
    const { currentPath } = renderApp('/extend/advanced-search?keyword=tent&page=2');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Best Match',
      'Name (A - Z)',
      'Name (Z - A)',
      'Price (Low > High)',
      'Price (High > Low)',
      'Date (Old > New)',
      'Date (New > Old)',
    ]);
    await userEvent.selectOptions(sort, 'lowest_first');
    await waitFor(() =>
      expect(currentPath()).toBe('/extend/advanced-search?keyword=tent&page=2&sortby=lowest_first'),
    );
  });

  it('removes a chip, and Reset All removes every filter', async () => {
    const { currentPath } = renderApp(
      '/extend/advanced-search?keyword=tent&flt=manufacturer:5|category:3|price:250-300',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tents' }));
    await waitFor(() =>
      expect(new URLSearchParams(currentPath().split('?')[1]).get('flt')).toBe(
        'manufacturer:5|price:250-300',
      ),
    );
    expect(screen.getByRole('button', { name: 'Remove $250.00 - $300.00' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    await waitFor(() => expect(currentPath()).toBe('/extend/advanced-search?keyword=tent'));
  });

  it('shows the price range only when max_price is above 0', async () => {
    FakeXhr.reset({
      status: 200,
      body: answer({ products: [], total: { value: 0 }, min_price: 0, max_price: 0 }),
    });
    renderApp('/extend/advanced-search?keyword=nothing');
    expect(await screen.findByText('There is no product in this keyword.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Price Range' })).not.toBeInTheDocument();
  });

  it('applies a price range typed in USD', async () => {
    const { currentPath } = renderApp('/extend/advanced-search?keyword=tent');
    await userEvent.click(await screen.findByRole('button', { name: 'Price Range' }));
    const lowest = screen.getByLabelText('Lowest price');
    expect(lowest).toHaveAttribute('step', '0.01');
    expect(lowest).toHaveAttribute('min', '249');
    expect(screen.getByLabelText('Highest price')).toHaveAttribute('max', '359');
    expect(screen.getByText('Prices in USD')).toBeInTheDocument();
    await userEvent.clear(lowest);
    await userEvent.type(lowest, '260.5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentPath()).toBe('/extend/advanced-search?keyword=tent&flt=price%3A260.50-359'),
    );
  });

  it('shows the server’s message in a danger alert in place of the page when the search fails', async () => {
    FakeXhr.reset({
      status: 400,
      body: { message: "'color' is not a filter of this search.", code: 'BAD_REQUEST' },
    });
    renderApp('/extend/advanced-search?keyword=tent&flt=color:red');
    const alert = await screen.findByText("'color' is not a filter of this search.");
    expect(alert).toHaveClass('alert-danger');
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows a spinner until the results arrive', async () => {
    // Held until the spinner is seen: on a busy machine the answer could come first.
    let release = () => {};
    FakeXhr.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderApp('/extend/advanced-search?keyword=tent');
    // By its words: the lazily loaded page's own loader is also a status, and goes away.
    const searching = await screen.findByText('Searching…');
    expect(searching.closest('[role="status"]')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Showing 1 to 20 of 42 products')).toBeInTheDocument();
  });

  it('starts with the sidebar closed on a narrow window, and remembers the choice', async () => {
    window.innerWidth = 800;
    renderApp('/extend/advanced-search?keyword=tent');
    const toggle = await screen.findByRole('button', { name: 'Show Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(sidebarStorageKey)!).open).toBe(true);
  });
});

describe('long filter groups', () => {
  it('show five options until "see more", and always the chosen ones', async () => {
    const manufacturer = Array.from({ length: 8 }, (_, i) => ({ key: i + 1, doc_count: 10 - i }));
    const names = Object.fromEntries(manufacturer.map((e) => [String(e.key), `Brand ${e.key}`]));
    const base = answer();
    FakeXhr.reset({
      status: 200,
      body: answer({
        buckets: { ...base.buckets, manufacturer },
        bucket_names: { ...base.bucket_names, manufacturer: names },
      }),
    });
    renderApp('/extend/advanced-search?keyword=tent&flt=manufacturer:8');
    const group = (await screen.findByRole('complementary', { name: 'Filters' })).querySelector(
      '[data-group="manufacturer"]',
    )!;
    const options = () => within(group as HTMLElement).getAllByRole('checkbox');
    expect(options()).toHaveLength(6);
    expect(within(group as HTMLElement).getByLabelText('Brand 8 (3)')).toBeChecked();
    await userEvent.click(within(group as HTMLElement).getByRole('button', { name: 'See more' }));
    expect(options()).toHaveLength(8);
    await userEvent.click(within(group as HTMLElement).getByRole('button', { name: 'See less' }));
    expect(options()).toHaveLength(6);
  });
});
