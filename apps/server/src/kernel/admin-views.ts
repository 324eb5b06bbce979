import type { RequestContext } from './context';

/** The resources whose Admin API answer other areas send as is (webhook payloads). */
export type AdminViewKind = 'order' | 'customer';
type AdminView = (ctx: RequestContext, id: number) => Promise<Record<string, unknown>>;

const views = new Map<AdminViewKind, AdminView>();

/**
 * The area that owns a resource names the function its admin GET answers with; the apps area
 * sends the same shape in webhooks without importing the area (whose public entry would make
 * an import cycle of orders, customers and gift cards).
 */
export function provideAdminView(kind: AdminViewKind, view: AdminView): void {
  views.set(kind, view);
}

/** One record as GET /api/v1/admin/{orders|customers}/{id} answers it. */
export async function adminViewOf(
  ctx: RequestContext,
  kind: AdminViewKind,
  id: number,
): Promise<Record<string, unknown>> {
  const view = views.get(kind);
  if (!view) throw new Error(`No admin view of ${kind} was provided (its routes are not registered).`);
  return view(ctx, id);
}
