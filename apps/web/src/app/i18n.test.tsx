import { catalogQueryKeys } from '@emporia/contracts/catalog';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { demoBoot } from '../test/shop';
import { languageStorageKey, setUpI18n } from './i18n';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shop wording', () => {
  it("uses the shop's override over the English default", () => {
    const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: { 'address.postcode': 'Zip Code' } });
    expect(i18n.t('address.postcode')).toBe('Zip Code');
    // Keys the shop did not override keep their defaults.
    expect(i18n.t('address.zone')).toBe('Region');
  });

  it('shows the home sections under the demo shop names', async () => {
    const card = (id: number, name: string) => ({
      id,
      type: 'simple' as const,
      sku: `SKU-${id}`,
      quantity: 5,
      quantity_discount_status: 0,
      is_digital: 0,
      images: [],
      prices: { base: 45, sale: null, discount: null },
      price: 45,
      sale_price: null,
      tax_class_id: null,
      rating: 0,
      total_reviews: 0,
      manufacturer: null,
      translations: [{ locale: 'en', name, slug: `p-${id}` }],
      date_added: '2026-11-01T00:00:00Z',
    });
    const home = {
      arrivals: [card(1, 'Trail Pack')],
      featured: [card(2, 'Camp Stove')],
      deals: [card(3, 'Rain Shell')],
      latest_news: [
        {
          id: 1,
          title: 'Fall gear',
          slug: 'fall-gear',
          summary: 'New in.',
          image: '',
          published_at: '2026-11-01',
        },
      ],
      // Each shown section's products, by the starter sections' keys.
      sections: {
        arrivals: { products: [card(1, 'Trail Pack')] },
        featured: { products: [card(2, 'Camp Stove')] },
        deals: { products: [card(3, 'Rain Shell')] },
      },
    };
    renderApp('/', demoBoot(), [{ key: [...catalogQueryKeys.home()], data: home }]);
    for (const name of ['Gear', "What's Hot", 'Deals', 'New Cool Stuff']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'New Arrivals' })).not.toBeInTheDocument();
  });

  it('keeps the plain defaults for a shop without overrides', () => {
    const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
    expect(i18n.t('address.postcode')).toBe('Postcode');
    expect(i18n.t('home.arrivals')).toBe('New Arrivals');
    expect(i18n.t('shipping.flatrate.title')).toBe('Flat Rate');
  });

  it('says nothing on the console about a text it does not know', () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
    expect(i18n.t('checkout.no_such_text')).toBe('checkout.no_such_text');
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('language', () => {
  it("follows the shop's default language when the shopper chose none", () => {
    const i18n = setUpI18n({ defaultLanguage: 'de', textOverrides: {} });
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it("prefers the shopper's stored choice", () => {
    localStorage.setItem(languageStorageKey, 'fr');
    const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    // No French file yet: the shopper still reads English.
    expect(i18n.t('home.deals')).toBe('Deals');
  });
});
