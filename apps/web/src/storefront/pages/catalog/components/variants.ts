import type { ProductChild, ProductOption } from '@emporia/contracts/catalog';

export type VariantChoice =
  | { state: 'incomplete' }
  | { state: 'unavailable' }
  | { state: 'chosen'; child: ProductChild };

/**
 * The variant a shopper's picks (option id → value id) point at. A
 * combination no variant has, or a withdrawn variant, is unavailable
 * (SPEC §4 'This item is no longer available').
 */
export function chooseVariant(
  children: ProductChild[],
  options: ProductOption[],
  picked: Record<number, number | undefined>,
): VariantChoice {
  if (options.some((option) => picked[option.id] === undefined)) return { state: 'incomplete' };
  const child = children.find((c) =>
    options.every((option) =>
      c.option_values.some((v) => v.option_id === option.id && v.value_id === picked[option.id]),
    ),
  );
  if (child?.status !== 1) return { state: 'unavailable' };
  return { state: 'chosen', child };
}
