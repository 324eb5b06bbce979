/**
 * Which page's title is settled, for its page view (SPEC §7: the beacon's page title). A page
 * titled from its data (usePageTitle: product, article, category…) says so as it mounts, before
 * the app shell reports the view, and again once the title is set: the view waits for it.
 */
let awaited: string | undefined;
let titled: { key: string; title: string } | undefined;

/** SPEC §4, §9: what the tracker needs is waited for by polling every 100 ms (here up to 5 seconds). */
export const pollMs = 100;
const maxPolls = 50;

export async function waitFor<T>(read: () => T | undefined, polls = maxPolls): Promise<T | undefined> {
  for (let i = 0; i < polls; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return read();
}

/** The page at history entry `key` sets its own title once its data is there. */
export function expectPageTitle(key: string): void {
  awaited = key;
}

/** The page at `key` is titled `title`. */
export function pageTitled(key: string, title: string): void {
  titled = { key, title };
}

/**
 * The title of the page at `key` once it is set: at once for pages titled by their route, after
 * its data for a page that titles itself (or after 5 seconds whatever the tab then says).
 */
export async function settledPageTitle(key: string): Promise<string> {
  // The wait may outlive the document (a test's page torn down while a page waits for its data):
  // then the title is empty and the caller, which also checks the window, reports nothing.
  const tabTitle = () => (typeof document === 'undefined' ? '' : document.title);
  const title = await waitFor(() => {
    if (titled?.key === key) return titled.title;
    return awaited === key ? undefined : tabTitle();
  });
  return title ?? tabTitle();
}
