import type { Beacon } from '@emporia/contracts/analytics';
import { findLiveSession } from '../../kernel/auth/sessions';
import type { RequestContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import { type BeaconIntake, beaconIntakeOf } from './intake';
import { type BeaconClient, dailySalt, isBotClient, traitsOf, utcDay, visitorHash } from './visitor';

export { beaconsPerVisitorMinute } from './intake';

export type CollectOutcome = 'counted' | 'ignored';

/**
 * Takes one beacon from the shop's own pages: it must name this shop and a page on the host
 * it came to (a forged beacon is refused); bots and the shop's signed-in staff are dropped
 * without a trace; a flood from one visitor is refused; everything else is counted, unless the
 * process already holds as many beacons as it may (ADR 0106): then it is dropped, answered all the
 * same so the tracker does not retry.
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
  const intake = beaconIntakeOf(ctx.db);
  if (client.once) intake.refuseReplay(`${ctx.shop.id}:${client.once}`, now);
  return intake.hold(() => countBeacon(ctx, intake, { beacon, page, client, now }), 'ignored');
}

async function countBeacon(
  ctx: RequestContext,
  intake: BeaconIntake,
  {
    beacon,
    page,
    client,
    now,
  }: { beacon: Beacon; page: URL; client: BeaconClient & { host: string; bearer?: string }; now: Date },
): Promise<CollectOutcome> {
  if (client.bearer && (await findLiveSession(ctx.db, ctx.shop.id, 'admin', client.bearer))) return 'ignored';
  const salt = await dailySalt(ctx.db, utcDay(now));
  const visitor = visitorHash(salt, ctx.shop.id, client);
  intake.refuseFlood(`${ctx.shop.id}:${visitor}`, now);

  const referrer = beacon.kind === 'pageview' ? beacon.referrer : '';
  const referrerHost = referrer ? new URL(referrer).host : '';
  await intake.record({
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
