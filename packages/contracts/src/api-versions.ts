/**
 * The Admin API's dated versions, oldest first. `v1` in a path is an alias of the first, so the
 * addresses apps already call keep their answers. What each version changed is written in
 * docs/api/changelog.md; an app (and each webhook subscription) names the version it is built for.
 */
export const apiVersions = ['2026-07', '2026-10'] as const;
export type ApiVersion = (typeof apiVersions)[number];

/** What `v1` and an app that never chose one are given. */
export const firstApiVersion: ApiVersion = apiVersions[0];
/** The newest version: what new apps and new webhook subscriptions get unless they ask otherwise. */
export const latestApiVersion: ApiVersion = apiVersions[apiVersions.length - 1]!;

export function isApiVersion(value: unknown): value is ApiVersion {
  return typeof value === 'string' && (apiVersions as readonly string[]).includes(value);
}
