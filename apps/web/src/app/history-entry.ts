/**
 * Scroll positions are saved per history entry key (<ScrollRestoration/> in
 * AppShell). The router reads the key from `history.state` and calls every
 * entry without one 'default' — and the entry of every fresh page load has
 * none, so a typed URL, a new tab or a reload all shared one saved position:
 * scroll a category, type the home URL, and the home page opened 1,500 px
 * down. Before the router starts, this gives the entry the page loaded into
 * a key of its own, so a fresh load opens at the top (SPEC §2: hash target,
 * else saved position, else top). An entry the browser comes back to
 * (back/forward, even across page loads) keeps its key, and with it its
 * saved position.
 */
export function keyFreshHistoryEntry(
  history: Pick<History, 'state' | 'replaceState'>,
  navigationType: string | undefined,
  newKey: () => string = () => Math.random().toString(36).slice(2, 10),
): void {
  const state: unknown = history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const hasOwnKey = typeof current.key === 'string' && current.key !== 'default';
  if (navigationType === 'back_forward' && hasOwnKey) return;
  history.replaceState({ ...current, key: newKey() }, '');
}

/** How this document was reached: 'navigate', 'reload', 'back_forward' or 'prerender'. */
export function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}
