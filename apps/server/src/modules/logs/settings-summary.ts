import { schema } from '@emporia/db';
import { and, count, eq, gte } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { countErrorsSince } from './errors';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The settings index line: '214 changes in the last 30 days, 3 errors'. */
export async function logsSettingsSummary(ctx: RequestContext): Promise<string> {
  const since = new Date(Date.now() - 30 * 86_400_000);
  const t = schema.auditEntries;
  const [[changes], errors] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.shopId, ctx.shop.id), gte(t.createdAt, since))),
    countErrorsSince(ctx, since),
  ]);
  return `${plural(changes?.n ?? 0, 'change')} in the last 30 days, ${plural(errors, 'error')}`;
}
