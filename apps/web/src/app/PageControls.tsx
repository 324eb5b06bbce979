import type { ReactNode } from 'react';
import { useHydrated } from './session';

/**
 * Every form control of the page, disabled until the browser has hydrated the server's render
 * (ADR 0043). Before that a pressed button does nothing, a form would submit itself as a plain
 * GET — a login form would put the password in the address — and what a shopper typed would be
 * wiped by hydration. Links stay live: they work without script. The fieldset takes no box
 * (app.css), so pages lay out as if it were not there.
 */
export function PageControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    // role="presentation": a screen reader need not announce the whole page as a group.
    <fieldset className="page-controls" role="presentation" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
