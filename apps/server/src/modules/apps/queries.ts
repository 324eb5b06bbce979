import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

export type AppRow = typeof schema.apps.$inferSelect;
export type InstallationRow = typeof schema.appInstallations.$inferSelect;

/** The directory is the platform's: no shop filter on apps themselves. */
export async function appByClientId(ctx: RequestContext, clientId: string): Promise<AppRow | undefined> {
  const [app] = await ctx.db.select().from(schema.apps).where(eq(schema.apps.clientId, clientId));
  return app;
}

export async function appById(ctx: RequestContext, id: number): Promise<AppRow | undefined> {
  const [app] = await ctx.db.select().from(schema.apps).where(eq(schema.apps.id, id));
  return app;
}

export async function installationOf(
  ctx: RequestContext,
  appId: number,
): Promise<InstallationRow | undefined> {
  const { appInstallations } = schema;
  const [row] = await ctx.db
    .select()
    .from(appInstallations)
    .where(and(eq(appInstallations.shopId, ctx.shop.id), eq(appInstallations.appId, appId)));
  return row;
}
