import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** How long a new page may take to show its heading (its data) before focus is left where it is. */
const headingWaitMs = 5000;

/** The new page's heading once it shows with its data (no loading placeholder in the main area). */
function settledHeading(): HTMLElement | null {
  const main = document.querySelector('main') ?? document.body;
  const heading = main.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading?.textContent?.trim()) return null;
  if (main.querySelector('.placeholder, .placeholder-glow, [aria-busy="true"]')) return null;
  return heading;
}

/**
 * Issue 36 (WCAG 2.4.3, 4.1.3): a page reached inside the app is not announced by the screen
 * reader as a loaded document is, and focus stays on a link that no longer exists. As GOV.UK and
 * Gatsby do, after each change of path the new page's h1 takes focus (tabindex -1, without
 * scrolling: the scroll rules of SPEC §2 stay in charge) and a polite live region names it. The
 * first page is the browser's to announce; a change of query or hash (filters, tabs) is not a
 * new page; focus the shopper moved meanwhile is left alone.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  const focusAtStart = useRef<Element | null>(null);

  useEffect(() => {
    if (navigation.state !== 'idle') focusAtStart.current = document.activeElement;
  }, [navigation.state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path is a new page; the rest is read live.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = focusAtStart.current ?? document.activeElement;
    const untouched = () =>
      document.activeElement === before ||
      document.activeElement === document.body ||
      !document.activeElement?.isConnected ||
      !before?.isConnected;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => attempt());
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      focusAtStart.current = null;
    };
    const attempt = () => {
      const heading = settledHeading();
      if (!heading) return;
      stop();
      if (untouched()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      setMessage(heading.textContent?.trim() ?? '');
    };
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    timer = setTimeout(stop, headingWaitMs);
    attempt();
    return stop;
  }, [pathname]);

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
