import { type ReactNode, Suspense, useState } from 'react';

/**
 * Hydrating a server-rendered page is one long task on the browser's main thread (Preact hydrates
 * the whole tree at once): on a phone, 150–250 ms during which a tap waits. Parts below the fold
 * (the footer, a product grid's later rows) can wait: while the page hydrates they suspend, which
 * keeps their server HTML as it is, and each is hydrated in a task of its own right after.
 */
let hydrating = false;
let partsWaiting = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

/** Hydrates the page with `hydrate`, then the parts that asked to wait, one task each, in page order. */
export function hydrateWithLaterParts(hydrate: () => void): void {
  hydrating = true;
  partsWaiting = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  releaseNext();
}

function releaseNext(): void {
  const release = waiting.shift();
  // The last part's render runs in the microtasks of its task; the page counts as hydrated after.
  setTimeout(() => {
    if (!release) {
      partsWaiting = false;
      for (const listener of listeners) listener();
      return;
    }
    release();
    releaseNext();
  }, 0);
}

/**
 * Whether the page's later parts are all hydrated (true where none waited: the server, a page the
 * browser rendered itself). Until then their form controls must stay disabled (PageControls).
 */
export const laterPartsHydrated = (): boolean => !partsWaiting;

export function subscribeToLaterParts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface Wait {
  released: boolean;
  promise: Promise<void>;
}

function waitForTurn(): Wait {
  const wait: Wait = { released: false, promise: Promise.resolve() };
  wait.promise = new Promise((resolve) => {
    waiting.push(() => {
      wait.released = true;
      resolve();
    });
  });
  return wait;
}

function Waiting({ children }: { children: ReactNode }) {
  // Only during the page's hydration; on the server and after a client navigation it renders at once.
  const [wait] = useState(() => (hydrating ? waitForTurn() : undefined));
  if (wait && !wait.released) throw wait.promise;
  return children;
}

/**
 * A part of the page hydrated in a task of its own after the rest. Its content must render one
 * element at its top (the server HTML kept while it waits is that one element). Links in it work
 * as plain links meanwhile; the page's form controls stay disabled until the last part is
 * hydrated (useHydrated).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Waiting>{children}</Waiting>
    </Suspense>
  );
}
