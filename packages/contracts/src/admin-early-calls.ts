import { maxId } from './primitives';

/**
 * The API calls an admin page asks first, started by a few lines in the page's HTML while the
 * app's code is still arriving (ADR 0133): the admin's HTML cannot carry the data itself, since
 * the admin's token lives in the browser's storage, not in a cookie. The app takes these answers
 * instead of asking again (apps/web/src/app/early-answers.ts); a call listed here that the page
 * no longer makes costs one wasted request, and admin/early-calls.test.ts (web) holds this table
 * to the route table's `preload`s.
 */

const api = '/api/v1/admin';

/** What every admin page asks first: the signed-in account, and the sidebar's plugins. */
const shellCalls = [`${api}/account`, `${api}/plugins`];

interface EarlyPage {
  /** The address under the admin path; a numeric group is the record's id. */
  path: RegExp;
  calls: (id: number | undefined) => string[];
}

const recordCalls = (lists: string[], ofRecord: (id: number) => string[]) => (id: number | undefined) => [
  ...lists,
  ...(id === undefined ? [] : ofRecord(id)),
];

/** The pages whose first answers are worth starting early: the editors and the order's page. */
export const adminEarlyPages: EarlyPage[] = [
  {
    path: /^product\/(new|\d+)$/,
    calls: recordCalls(
      [`${api}/categories`, `${api}/manufacturers`, `${api}/catalog/tax-classes`, `${api}/customer-groups`],
      (id) => [`${api}/products/${id}`],
    ),
  },
  { path: /^product\/category\/(new|\d+)$/, calls: () => [`${api}/categories`] },
  {
    path: /^appearance\/article\/(new|\d+)$/,
    calls: recordCalls([`${api}/blog`], (id) => [`${api}/articles/${id}`]),
  },
  {
    path: /^order\/(\d+)$/,
    calls: recordCalls([`${api}/order-statuses`], (id) => [
      `${api}/orders/${id}`,
      `${api}/payments?order_id=${id}`,
      `${api}/orders/${id}/gift-cards`,
    ]),
  },
  {
    path: /^customer\/(\d+)$/,
    calls: recordCalls([`${api}/customer-groups`], (id) => [`${api}/customers/${id}`]),
  },
];

/**
 * The calls to start for an address under the admin path (`product/64`, no leading slash). All
 * start at once, not after the account has said what the role may see: the browser would run
 * that second step only once the app's code has been compiled, ~0.5 s later. A role that may
 * not see a page gets a 403 for its calls, which nothing takes (the app asks the account first).
 */
export function adminEarlyCalls(underAdmin: string): string[] {
  const address = underAdmin.replace(/\/+$/, '');
  const page = adminEarlyPages.find(({ path }) => path.test(address));
  const match = page?.path.exec(address);
  if (!page || !match) return shellCalls;
  const id = match[1] && /^\d+$/.test(match[1]) ? Number(match[1]) : undefined;
  // An id the API would refuse is left to the page, which shows its not-found state.
  if (id !== undefined && (id < 1 || id > maxId)) return shellCalls;
  return [...shellCalls, ...page.calls(id)];
}
