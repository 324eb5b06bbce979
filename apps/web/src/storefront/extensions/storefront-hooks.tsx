import type { LineMeta } from '@emporia/contracts/cart';
import { type ComponentType, Suspense, useMemo } from 'react';
import { byCodePoint } from '../../app/code-point-order';
import { lazyPart } from '../../app/lazy-part';

/**
 * Storefront hook components (SPEC §9 module registry), registered by file:
 * `hooks/{slot}/{name}.tsx` renders wherever a page places `<StorefrontHook slot="{slot}" … />`.
 * Each loads lazily, so a module adds nothing to the first paint of pages without it.
 */
export interface HookSlots {
  /** After the add-to-cart button of a product page or card. */
  'after-add-to-cart': { product: { id: number; name: string } };
  /** Under a cart or checkout line (gift-card lines). */
  'cart-item-lines': { item: { is_digital: number; meta: LineMeta } };
  /** The checkout's discount box (the coupon module); `onApplied` re-quotes the payment step. */
  'checkout-discount': { onApplied?: () => void };
  /** The storefront footer (the social-ad pixel): storefront pages only, never the admin. */
  footer: Record<never, never>;
}

type HookProps = HookSlots[keyof HookSlots];
type HookModule = { default: ComponentType<HookProps> };
// Tests beside a hook are not hooks.
const hookModules = import.meta.glob<HookModule>(['./hooks/*/*.tsx', '!./hooks/**/*.test.tsx']);

/**
 * Every hook component by slot, made when this module loads so the browser can load the code
 * of those a server-rendered page shows before hydrating it (lazyPart).
 */
const componentsBySlot = new Map<string, ComponentType<HookProps>[]>();
for (const [file, load] of Object.entries(hookModules).sort(([a], [b]) => byCodePoint(a, b))) {
  const slot = file.split('/')[2]!;
  componentsBySlot.set(slot, [...(componentsBySlot.get(slot) ?? []), lazyPart(`hook:${file}`, load)]);
}
const componentsOf = (slot: string) => componentsBySlot.get(slot) ?? [];

export function StorefrontHook<S extends keyof HookSlots>({ slot, ...props }: { slot: S } & HookSlots[S]) {
  const components = useMemo(() => componentsOf(slot), [slot]);
  return (
    <Suspense fallback={null}>
      {components.map((Component, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at build time
        <Component key={index} {...(props as HookProps)} />
      ))}
    </Suspense>
  );
}
