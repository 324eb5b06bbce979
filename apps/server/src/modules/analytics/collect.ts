import type { Beacon } from '@emporia/contracts/analytics';
import { errorCodes } from '@emporia/contracts/errors';
import { findLiveSession } from '../../platform/auth/sessions';
import type { RequestContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { postgresAnalyticsStore } from './store';
import { type BeaconClient, dailySalt, isBotClient, traitsOf, utcDay, visitorHash } from './visitor';

/** Beacons one visitor may send a minute; a person browsing never gets near it. */
export const beaconsPerVisitorMinute = 60;
const recent = new Map<string, { since: number; count: number }>();

export type CollectOutcome = 'counted' | 'ignored';

/**
 * Takes one beacon from the shop's own pages: it must name this shop and a page on the host
 * it came to (a forged beacon is refused); bots and the shop's signed-in staff are dropped
 * without a trace; a flood from one visitor is refused; everything else is counted.
 */
export async function collectBeacon(
  ctx: RequestContext,
  beacon: Beacon,
  client: BeaconClient & { host: string; bearer?: string; once?: string },
  now = new Date(),
): Promise<CollectOutcome> {
  if (beacon.username !== ctx.shop.subdomain) {
    throw badRequest('This beacon is for another shop.', { username: 'Not this shop.' });
  }
  const page = new URL(beacon.url);
  if (beacon.kind === 'pageview' && page.host !== client.host)
    throw badRequest('This beacon is for another site.', { url: 'Not this site.' });
  if (isBotClient(client.userAgent)) return 'ignored';
  if (client.once) refuseReplay(`${ctx.shop.id}:${client.once}`, now);
  if (client.bearer && (await findLiveSession(ctx.db, ctx.shop.id, 'admin', client.bearer))) return 'ignored';

  const salt = await dailySalt(ctx.db, utcDay(now));
  const visitor = visitorHash(salt, ctx.shop.id, client);
  refuseFlood(`${ctx.shop.id}:${visitor}`, now);

  const referrer = beacon.kind === 'pageview' ? beacon.referrer : '';
  const referrerHost = referrer ? new URL(referrer).host : '';
  await postgresAnalyticsStore(ctx.db).record({
    shopId: ctx.shop.id,
    visitorHash: visitor,
    at: now,
    kind: beacon.kind,
    path: page.pathname,
    url: beacon.url,
    title: beacon.kind === 'pageview' ? beacon.title : '',
    referrer,
    referrerHost: referrerHost === client.host ? '' : referrerHost,
    utmCampaign: (page.searchParams.get('utm_campaign') ?? '').slice(0, 100),
    customerId: beacon.customer_id ?? null,
    route: beacon.kind === 'pageview' ? beacon.route : 'other',
    product: beacon.kind === 'pageview' ? beacon.product : undefined,
    cart: beacon.kind === 'pageview' ? beacon.cart : undefined,
    order: beacon.kind === 'pageview' ? beacon.order : undefined,
    traits: await traitsOf(client),
  });
  return 'counted';
}

/** How long a beacon's one-time number is remembered: longer than any browser retries a beacon. */
const replayWindowMs = 60 * 60 * 1000;
const used = new Map<string, number>();

/**
 * A one-time number seen before is a replay: 409, not counted. Remembered per process for an
 * hour (a replay through another process within it is not caught; the flood cap still holds).
 */
function refuseReplay(key: string, now: Date): void {
  const at = now.getTime();
  const seen = used.get(key);
  if (seen !== undefined && at - seen < replayWindowMs) {
    throw new AppError(409, errorCodes.conflict, 'This beacon was already counted.');
  }
  // Forget the oldest half when the memory fills; Map keeps insertion order.
  if (used.size >= 200_000) {
    let drop = used.size / 2;
    for (const old of used.keys()) {
      used.delete(old);
      if (--drop <= 0) break;
    }
  }
  used.set(key, at);
}

/** At most `beaconsPerVisitorMinute` beacons in the minute that starts at a visitor's first one. */
function refuseFlood(key: string, now: Date): void {
  const at = now.getTime();
  const seen = recent.get(key);
  if (!seen || at - seen.since >= 60_000) {
    // The map stays small: a flood of new visitors forgets the old windows.
    if (seen === undefined && recent.size > 50_000) recent.clear();
    recent.set(key, { since: at, count: 1 });
    return;
  }
  seen.count += 1;
  if (seen.count > beaconsPerVisitorMinute) {
    throw new AppError(
      429,
      errorCodes.tooManyRequests,
      'Too many events from this visitor; try again in a minute.',
    );
  }
}
