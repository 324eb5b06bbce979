import { type ComponentType, lazy } from 'react';

/** Marks where a part renders, so the browser knows which parts a server-rendered page holds. */
const partMarker = 'data-lazy-part';
const preloaders = new Map<string, () => Promise<void>>();

/**
 * A part of a page whose code loads on its own (a form and its validation, say), as
 * `React.lazy` would load it — but which the browser can load before hydrating a page the
 * server rendered with it (preloadRenderedParts). A part still loading during hydration would
 * leave its server HTML in place without its handlers: a pressed 'Create Account' would submit
 * the form as a plain GET, with the password in the address.
 */
export function lazyPart<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  preloaders.set(id, () =>
    load().then((module) => {
      Loaded = module.default;
    }),
  );
  return function LazyPart(props: P) {
    const Component = Loaded ?? Lazy;
    return (
      <>
        <template {...{ [partMarker]: id }} />
        <Component {...props} />
      </>
    );
  };
}

/** Loads the code of every part the server rendered into `root`, before the browser hydrates it. */
export async function preloadRenderedParts(root: ParentNode): Promise<void> {
  const ids = new Set(
    Array.from(root.querySelectorAll(`template[${partMarker}]`), (t) => t.getAttribute(partMarker)),
  );
  await Promise.all([...ids].map((id) => (id ? preloaders.get(id)?.() : undefined)));
}
