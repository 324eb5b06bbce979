import type { MouseEvent, ReactNode } from 'react';

/**
 * The first stop of the Tab key on every storefront page: hidden until focused, it moves focus
 * past the header and menus to the page's main content (WCAG 2.4.1; GOV.UK's skip link). It moves
 * focus itself, because the in-app link handling would only scroll to the hash.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="visually-hidden-focusable btn btn-light m-2 position-absolute top-0 start-0 z-3"
    >
      {children}
    </a>
  );
}
