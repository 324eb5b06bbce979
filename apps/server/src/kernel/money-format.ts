import { toDecimal } from './money';

/** How a currency is written: its symbol, on which side, and how many decimals. */
export interface CurrencyFormat {
  symbol: string;
  position: string;
  decimal_digits: number;
}

/** Minor units as the shop shows them in messages and e-mails: "$12.50", "12.50 €". */
export function formatMoney(minor: number, currency: CurrencyFormat): string {
  const sign = minor < 0 ? '-' : '';
  const amount = toDecimal(Math.abs(minor)).toLocaleString('en-US', {
    minimumFractionDigits: currency.decimal_digits,
    maximumFractionDigits: currency.decimal_digits,
  });
  return currency.position === 'r'
    ? `${sign}${amount} ${currency.symbol}`
    : `${sign}${currency.symbol}${amount}`;
}
