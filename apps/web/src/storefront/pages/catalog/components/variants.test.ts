import type { ProductChild, ProductOption } from '@emporia/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { chooseVariant } from './variants';

const prices = { base: 10, sale: null, discount: null };
const child = (id: number, color: number, size: number, status = 1): ProductChild => ({
  id,
  sku: `SKU-${id}`,
  price: 10,
  prices,
  quantity: 3,
  status,
  translations: [],
  option_values: [
    { option_id: 1, value_id: color },
    { option_id: 2, value_id: size },
  ],
  images: [],
});
const options: ProductOption[] = [
  {
    id: 1,
    type: 'select',
    translations: [],
    values: [
      { id: 11, translations: [] },
      { id: 12, translations: [] },
    ],
  },
  {
    id: 2,
    type: 'select',
    translations: [],
    values: [
      { id: 21, translations: [] },
      { id: 22, translations: [] },
    ],
  },
];
const children = [child(1, 11, 21), child(2, 11, 22), child(3, 12, 21, 0)];

describe('choosing a variant', () => {
  it('waits until every option is picked', () => {
    expect(chooseVariant(children, options, { 1: 11 })).toEqual({ state: 'incomplete' });
  });
  it('finds the variant of the picked values', () => {
    expect(chooseVariant(children, options, { 1: 11, 2: 22 })).toEqual({
      state: 'chosen',
      child: children[1],
    });
  });
  it('calls a missing combination or a withdrawn variant unavailable', () => {
    expect(chooseVariant(children, options, { 1: 12, 2: 22 })).toEqual({ state: 'unavailable' });
    expect(chooseVariant(children, options, { 1: 12, 2: 21 })).toEqual({ state: 'unavailable' });
  });
});
