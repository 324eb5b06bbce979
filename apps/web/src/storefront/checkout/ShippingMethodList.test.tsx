import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpI18n } from '../../app/i18n';
import { TranslationProvider } from '../../app/translation';
import { ShippingMethodList } from './ShippingMethodList';

const currency = { code: 'USD', symbol: '$', position: 'l' as const, decimal_digits: 2 };
const flat = {
  code: 'flatrate.flatrate',
  module: 'flatrate' as const,
  title: 'Flat Rate',
  title_key: null,
  cost: 5,
};
const ups = {
  module: 'ups' as const,
  name: 'UPS',
  message: 'UPS rates are unavailable right now; choose another method or try again.',
};

function renderList(props: Partial<Parameters<typeof ShippingMethodList>[0]>) {
  const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
  return render(
    <TranslationProvider i18n={i18n}>
      <ShippingMethodList
        methods={[]}
        chosen={null}
        onChoose={() => {}}
        currency={currency}
        disabled={false}
        {...props}
      />
    </TranslationProvider>,
  );
}

describe('ShippingMethodList', () => {
  it('says which carrier is unavailable beside the methods still offered', () => {
    renderList({ methods: [flat], unavailable: [ups] });
    expect(screen.getByLabelText('Flat Rate — $5.00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ups.message);
  });

  it('says it instead of "no shipping method" when the only carrier failed', () => {
    renderList({ unavailable: [ups] });
    expect(screen.getByRole('status')).toHaveTextContent(ups.message);
    expect(screen.queryByText(/No shipping method is available/)).toBeNull();
  });
});
