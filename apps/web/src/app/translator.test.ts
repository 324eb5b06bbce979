import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const en = {
  cart: { added: '{{name}} has been added to your cart.', title: 'Shopping Cart' },
  blog: { reading_time_one: '{{count}} min read', reading_time_other: '{{count}} mins read' },
  'Quantity must be at least 1.': 'At least one, please.',
  empty: '',
};

describe('translator', () => {
  it('fills names into the text and leaves unknown names as written', () => {
    const translator = new Translator('en', { en });
    expect(translator.t('cart.added', { name: 'Tent' })).toBe('Tent has been added to your cart.');
    expect(translator.t('cart.added')).toBe('{{name}} has been added to your cart.');
  });

  it('picks the plural form from the count', () => {
    const translator = new Translator('en', { en });
    expect(translator.t('blog.reading_time', { count: 1 })).toBe('1 min read');
    expect(translator.t('blog.reading_time', { count: 4 })).toBe('4 mins read');
  });

  it('falls back from a regional language to its base, then to English, then to the default or key', () => {
    const translator = new Translator('fr-CA', { en, fr: { cart: { title: 'Panier' } } });
    expect(translator.t('cart.title')).toBe('Panier');
    expect(translator.t('cart.added', { name: 'Tente' })).toBe('Tente has been added to your cart.');
    expect(translator.t('cart.nothing', { defaultValue: 'As written' })).toBe('As written');
    expect(translator.t('cart.nothing')).toBe('cart.nothing');
    expect(translator.t('cart')).toBe('cart');
    expect(translator.t('empty')).toBe('');
  });

  it("finds a sentence key that holds a '.', as the server's messages do", () => {
    const translator = new Translator('en', { en });
    expect(translator.t('Quantity must be at least 1.')).toBe('At least one, please.');
  });

  it('keeps texts already there unless told to overwrite, and tells listeners of a new language', async () => {
    const translator = new Translator('en', { en });
    translator.addTexts('en', { cart: { title: 'Basket' } }, false);
    expect(translator.t('cart.title')).toBe('Shopping Cart');
    translator.addTexts('en', { cart: { title: 'Basket' } }, true);
    expect(translator.t('cart.title')).toBe('Basket');
    expect(en.cart.title).toBe('Shopping Cart');
    const heard = vi.fn();
    translator.on('languageChanged', heard);
    await translator.changeLanguage('fr');
    expect(heard).toHaveBeenCalledWith('fr');
    expect(translator.language).toBe('fr');
  });
});
