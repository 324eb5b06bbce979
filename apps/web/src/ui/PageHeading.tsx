import type { ReactNode } from 'react';

/** The one visible heading of a page; the same words as its document title. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="h3 mb-4">{children}</h1>;
}
