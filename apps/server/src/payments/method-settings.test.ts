import { describe, expect, it } from 'vitest';
import { definePaymentSettings, flagField, multiField, textField } from './method-settings';
import { decimalStringToMinor, decimalToMinor, minorToDecimal, minorToDecimalString } from './money';

describe('payment settings definitions', () => {
  // No SPEC payment field is multi-valued; the definitions still follow the configuration entry rule for them.
  const settings = definePaymentSettings('stripe', {
    active: flagField(),
    cards: multiField(['visa', 'amex', 'discover']),
    note: textField(),
  });

  it('joins a multi-value with | to store it and splits it back when loading', () => {
    const parsed = settings.saveSchema.parse({
      module_payment_stripe_cards: ['visa', 'amex'],
      module_payment_stripe_note: 'a|b',
    });
    const entries = settings.toEntries(parsed);
    expect(entries).toEqual({ module_payment_stripe_cards: 'visa|amex', module_payment_stripe_note: 'a|b' });
    expect(settings.adminView(entries)).toEqual({
      module_payment_stripe_active: '0',
      module_payment_stripe_cards: ['visa', 'amex'],
      module_payment_stripe_note: 'a|b',
    });
    expect(settings.read(entries)).toEqual({ active: '0', cards: ['visa', 'amex'], note: 'a|b' });
  });

  it('takes a multi-value sent already joined, and refuses values off its list', () => {
    expect(settings.saveSchema.parse({ module_payment_stripe_cards: 'visa|discover' })).toEqual({
      module_payment_stripe_cards: ['visa', 'discover'],
    });
    expect(settings.saveSchema.safeParse({ module_payment_stripe_cards: ['visa', 'diners'] }).success).toBe(
      false,
    );
  });
});

describe('money for providers', () => {
  it('turns minor units into decimal strings by the currency digits, without floats', () => {
    expect(minorToDecimalString(1250, 'USD')).toBe('12.50');
    expect(minorToDecimalString(5, 'USD')).toBe('0.05');
    expect(minorToDecimalString(1250, 'JPY')).toBe('1250');
    expect(decimalStringToMinor('12.5', 'USD')).toBe(1250);
    expect(decimalStringToMinor('0.07', 'USD')).toBe(7);
    expect(decimalStringToMinor('1.005', 'USD')).toBeUndefined();
    expect(decimalStringToMinor('abc', 'USD')).toBeUndefined();
    expect(decimalToMinor(19.99, 'USD')).toBe(1999);
    expect(decimalToMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(minorToDecimal(2450, 'USD')).toBe(24.5);
  });
});
