import {
  defaultMetaTemplates,
  fillMetaTemplate,
  type MetaRoute,
  type MetaTemplate,
  metaPlaceholders,
  metaRouteNames,
  metaRoutes,
  unknownMetaPlaceholders,
} from '@emporia/contracts/meta-templates';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import { keptForShop } from '../../kernel/per-shop-cache';

const { metaTemplates } = schema;

type Own = { title: string; description: string };

async function ownTemplates(ctx: RequestContext, route?: MetaRoute): Promise<Map<MetaRoute, Own>> {
  const rows = await ctx.db
    .select()
    .from(metaTemplates)
    .where(
      route
        ? and(eq(metaTemplates.shopId, ctx.shop.id), eq(metaTemplates.route, route))
        : eq(metaTemplates.shopId, ctx.shop.id),
    );
  return new Map(rows.map((r) => [r.route as MetaRoute, { title: r.title, description: r.description }]));
}

/** The shop's own templates as storefront pages read them: kept with its configuration (ADR 0118). */
async function keptTemplates(ctx: RequestContext): Promise<Map<MetaRoute, Own>> {
  const rows = await keptForShop(ctx, 'meta-templates', async () => ({
    value: [...(await ownTemplates(ctx))],
  }));
  return new Map(rows);
}

/**
 * The title and description of a storefront page of this kind: the shop's template (or the
 * built-in one) with the page's values put in. The blog and every catalogue page call it from
 * their page heads; an empty description means the page has none.
 */
export async function metaFor(
  ctx: RequestContext,
  route: MetaRoute,
  values: Record<string, string | number | undefined>,
): Promise<{ title: string; description: string }> {
  const own = (await keptTemplates(ctx)).get(route);
  const builtIn = defaultMetaTemplates[route];
  const filled = Object.fromEntries(
    Object.entries({ shop: ctx.shop.name, ...values }).map(([k, v]) => [k, v === undefined ? '' : String(v)]),
  );
  return {
    title: fillMetaTemplate(own?.title || builtIn.title, filled) || ctx.shop.name,
    description: fillMetaTemplate(own?.description || builtIn.description, filled),
  };
}

/** The shop's own title templates by kind of page, for the storefront to title pages it opens itself. */
export async function shopTitleTemplates(ctx: RequestContext): Promise<Record<string, string>> {
  const own = await keptTemplates(ctx);
  return Object.fromEntries([...own].filter(([, t]) => t.title).map(([route, t]) => [route, t.title]));
}

function viewOf(route: MetaRoute, own: Own | undefined): MetaTemplate {
  const builtIn = defaultMetaTemplates[route];
  return {
    route,
    name: metaRouteNames[route],
    title: own?.title ?? '',
    description: own?.description ?? '',
    default_title: builtIn.title,
    default_description: builtIn.description,
    edited: own !== undefined,
    placeholders: Object.entries(metaPlaceholders[route]).map(([name, description]) => ({
      name: `{${name}}`,
      description,
    })),
  };
}

export async function listMetaTemplates(ctx: RequestContext): Promise<MetaTemplate[]> {
  const own = await ownTemplates(ctx);
  return metaRoutes.map((route) => viewOf(route, own.get(route)));
}

export async function readMetaTemplate(ctx: RequestContext, route: MetaRoute): Promise<MetaTemplate> {
  return viewOf(route, (await ownTemplates(ctx, route)).get(route));
}

/** Saves the shop's templates of a kind of page; a placeholder that kind does not fill is refused by field. */
export async function saveMetaTemplate(
  ctx: RequestContext,
  route: MetaRoute,
  form: Own,
): Promise<MetaTemplate> {
  const fields: Record<string, string> = {};
  for (const field of ['title', 'description'] as const) {
    const unknown = unknownMetaPlaceholders(route, form[field]);
    if (unknown.length) {
      fields[field] =
        `${unknown.map((name) => `{${name}}`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not filled on ${metaRouteNames[route].toLowerCase()}. Use ${Object.keys(
          metaPlaceholders[route],
        )
          .map((name) => `{${name}}`)
          .join(', ')}.`;
    }
  }
  if (Object.keys(fields).length) throw badRequest(Object.values(fields).join(' '), fields);
  await ctx.db
    .insert(metaTemplates)
    .values({ shopId: ctx.shop.id, route, ...form })
    .onConflictDoUpdate({
      target: [metaTemplates.shopId, metaTemplates.route],
      set: { ...form, updatedAt: new Date() },
    });
  return readMetaTemplate(ctx, route);
}

/** Back to the built-in title and description. */
export async function deleteMetaTemplate(ctx: RequestContext, route: MetaRoute): Promise<MetaTemplate> {
  await ctx.db
    .delete(metaTemplates)
    .where(and(eq(metaTemplates.shopId, ctx.shop.id), eq(metaTemplates.route, route)));
  return readMetaTemplate(ctx, route);
}
