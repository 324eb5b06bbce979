import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpI18n, switchLanguage } from './i18n';
import { TranslationProvider, useTranslation } from './translation';

function Deals({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t('home.deals')}: {t('blog.reading_time', { count })}
    </p>
  );
}

describe('useTranslation', () => {
  it('re-renders in the language the shopper switches to, with the French wording loaded on demand', async () => {
    const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {}, language: 'en' });
    render(
      <TranslationProvider i18n={i18n}>
        <Deals count={3} />
      </TranslationProvider>,
    );
    expect(screen.getByText('Deals: 3 min read')).toHaveAttribute('lang', 'en');
    await act(() => switchLanguage(i18n, 'fr'));
    expect(screen.getByText(/^Bonnes affaires: /)).toHaveAttribute('lang', 'fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
