import type { AdminPermission } from '@emporia/contracts/permissions';

/**
 * Who may call a route. Every route under /api declares one in
 * `config.access`; `enforceRouteAccess` refuses to start a server with a route
 * that does not, runs the matching guard before the body is parsed or
 * validated (an anonymous caller learns nothing about the payload's shape),
 * and the OpenAPI document states it with its security (kernel/openapi/document.ts).
 */
export type RouteAccess =
  /** Anyone, signed in or not (catalogue, sign-in, webhooks, health). */
  | { kind: 'public' }
  /** A guest or a customer; the customer is known when a valid token is sent. */
  | { kind: 'guest-or-customer' }
  /** A signed-in customer of this shop. */
  | { kind: 'customer' }
  /**
   * A signed-in staff member of this shop holding `permission`, or one of `or`
   * (data two areas read, such as the customer groups of customers and group prices).
   */
  | { kind: 'staff'; permission: AdminPermission; or?: readonly AdminPermission[] }
  /**
   * Any signed-in staff member, whatever their role: only for what concerns
   * the staff member themself (their account, signing out) or what filters
   * itself by their permissions (the dashboard). Listed in access.test.ts.
   */
  | { kind: 'any-staff' }
  /** The platform operator's token; the route checks it itself. */
  | { kind: 'platform-operator' }
  /** A developer signed in on the platform home (their session cookie, ADR 0122); the route checks it itself. */
  | { kind: 'developer' };
