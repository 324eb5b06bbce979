import { type ComponentType, lazy, Suspense, useMemo } from 'react';

/**
 * Admin product form hooks (SPEC §9 module registry, admin hooks), registered
 * by file: every `product-hooks/{Name}.tsx` renders where the product
 * form places `<AdminProductHooks productId={…} />`, each loaded lazily.
 */
export interface AdminProductHookProps {
  /** null while the product is new (not saved yet). */
  productId: number | null;
}

type HookModule = { default: ComponentType<AdminProductHookProps> };
// Tests beside a hook are not hooks.
const hookModules = import.meta.glob<HookModule>(['./product-hooks/*.tsx', '!./product-hooks/*.test.tsx']);

let components: ComponentType<AdminProductHookProps>[] | undefined;
function hookComponents() {
  components ??= Object.entries(hookModules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, load]) => lazy(load));
  return components;
}

export function AdminProductHooks({ productId }: AdminProductHookProps) {
  const list = useMemo(hookComponents, []);
  return (
    <Suspense fallback={null}>
      {list.map((Component, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at build time
        <Component key={index} productId={productId} />
      ))}
    </Suspense>
  );
}
