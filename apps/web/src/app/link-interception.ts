import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * SPEC §2: the in-app path a click on a plain link should navigate to, or null
 * when the browser must handle it. A link qualifies when nothing handled the click
 * yet (a router <Link> already did), it is a left click without modifier keys, the
 * link stays in this tab, is not a download, is not marked rel="external" (a page the server
 * serves outside the app, such as a sample app's install page), and points to this origin.
 */
export function inAppLinkPath(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!link) return null;
  if (/\b_blank\b/i.test(link.getAttribute('target') ?? '')) return null;
  if (link.hasAttribute('download')) return null;
  if (/\bexternal\b/i.test(link.getAttribute('rel') ?? '')) return null;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href') ?? '', link.ownerDocument.baseURI);
  } catch {
    return null;
  }
  // Another host, or another scheme such as mailto: or tel:, is the browser's business.
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Installs the document-level listener that turns plain internal links into in-app navigation. */
export function usePlainLinkNavigation(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = useRef('');
  currentPath.current = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = inAppLinkPath(event, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      // Already there: no reload and no second history entry.
      if (path !== currentPath.current) navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
