import { pageTitle, storefrontPageTitles } from '@emporia/contracts/page-titles';
import type { AdminPermission } from '@emporia/contracts/permissions';
import { useEffect } from 'react';
import type { Params, UIMatch } from 'react-router';

/** A query a page asks first, as its hook asks it (the same key and function). */
export interface PageQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
}

/** Route meta of SPEC §2: a title, a flag that skips analytics, and a name for the few named routes. */
export interface RouteHandle {
  title?: string;
  skipAnalytics?: boolean;
  name?: 'product' | 'checkout_success';
  /**
   * Admin pages: the permission the page's API needs, or every one of a list
   * when it calls several areas (the server's declared access is the truth).
   * The deepest one on the way wins, so a section declares it once and a
   * page inside it may name others.
   */
  permission?: AdminPermission | readonly AdminPermission[];
  /**
   * Admin record pages (an id or name in the address): what the record is called and the list it
   * belongs to, for the not-found state a wrong or another shop's id gets (admin/access/RecordGate).
   */
  record?: AdminRecord;
  /**
   * Admin pages: the queries the page asks first, from its address. They start when the route
   * matches, beside the page's code (admin/route-data.ts).
   */
  preload?: PagePreload;
}

export interface AdminRecord {
  /** 'customer': "This customer could not be found". */
  noun: string;
  /** The list's path under the admin path, and its name: "Back to Customers". */
  list: string;
  listLabel: string;
}

/** The queries a page asks first, from its address (route parameters and query string). */
export type PagePreload = (page: { params: Params; search: URLSearchParams }) => PageQuery[];

function handleOf(match: UIMatch): RouteHandle | undefined {
  const handle = match.handle;
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : undefined;
}

/** What the current page declares: the deepest title and name win; a skip flag anywhere on the way counts. */
export function currentRouteMeta(matches: UIMatch[]): RouteHandle {
  const handles = matches.map(handleOf).filter((handle) => handle !== undefined);
  return {
    title: handles.findLast((handle) => handle.title)?.title,
    name: handles.findLast((handle) => handle.name)?.name,
    permission: handles.findLast((handle) => handle.permission)?.permission,
    record: handles.findLast((handle) => handle.record)?.record,
    skipAnalytics: handles.some((handle) => handle.skipAnalytics),
  };
}

/** Route meta of a storefront page whose title the server also writes (same list, same words). */
export function storefrontMeta(path: string, extra: Omit<RouteHandle, 'title'> = {}): RouteHandle {
  const title = storefrontPageTitles[path];
  return title ? { title, ...extra } : { ...extra };
}

export function useDocumentTitle(title: string | undefined, shopName: string): void {
  useEffect(() => {
    document.title = pageTitle(title, shopName);
  }, [title, shopName]);
}
