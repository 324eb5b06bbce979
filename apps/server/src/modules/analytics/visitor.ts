import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { type Db, schema } from '@emporia/db';
import { lt, sql } from 'drizzle-orm';
import geoip from 'fast-geoip';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';

/** What a beacon's request says about its sender, before anything is stored. */
export interface BeaconClient {
  ip: string;
  userAgent: string;
}

/** Crawlers, monitors and headless browsers are not shoppers; neither is a client without a user agent. */
export const isBotClient = (userAgent: string) => userAgent.trim() === '' || isbot(userAgent);

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Today's salt per database (one in production; a test process opens several). */
const salts = new WeakMap<Db, { day: string; salt: string }>();

/**
 * Today's salt, shared by every server process through the table; yesterday's and older are
 * deleted, so yesterday's hashes can no longer be recomputed from an address (Plausible's scheme).
 */
export async function dailySalt(db: Db, day: string): Promise<string> {
  const kept = salts.get(db);
  if (kept?.day === day) return kept.salt;
  await db
    .insert(schema.analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  await db.delete(schema.analyticsSalts).where(lt(schema.analyticsSalts.day, day));
  const [row] = await db
    .select({ salt: schema.analyticsSalts.salt })
    .from(schema.analyticsSalts)
    .where(sql`${schema.analyticsSalts.day} = ${day}`);
  salts.set(db, { day, salt: row!.salt });
  return row!.salt;
}

/** The visitor without cookies or a stored address: hash(salt, shop, address, user agent). */
export const visitorHash = (salt: string, shopId: number, client: BeaconClient) =>
  createHash('sha256').update(`${salt}\n${shopId}\n${client.ip}\n${client.userAgent}`).digest('base64url');

export interface ClientTraits {
  device: string;
  browser: string;
  os: string;
  country: string;
}

export async function traitsOf(client: BeaconClient): Promise<ClientTraits> {
  const ua = new UAParser(client.userAgent).getResult();
  const type = ua.device.type;
  return {
    device: type === 'mobile' ? 'Mobile' : type === 'tablet' ? 'Tablet' : 'Desktop',
    browser: ua.browser.name ?? 'Unknown',
    os: ua.os.name ?? 'Unknown',
    country: await countryOf(client.ip),
  };
}

/**
 * Countries of recent addresses. A lookup reads and parses three of the GeoLite files (~40 kB of
 * short-lived objects a beacon, promoted to the old generation while a flood keeps the lookups
 * waiting on the disk: the largest part of issue 31's growth), and a visitor sends many beacons
 * from one address. Keyed by the client's address, so bounded like every such map (ADR 0106).
 */
const countries = new LRUCache<string, string>({ max: 10_000 });

/** ISO country code from the bundled GeoLite data; '' for private and unknown addresses. */
async function countryOf(ip: string): Promise<string> {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) !== 4 || isPrivateV4(address)) return '';
  const known = countries.get(address);
  if (known !== undefined) return known;
  let country = '';
  try {
    country = (await geoip.lookup(address))?.country ?? '';
  } catch {}
  countries.set(address, country);
  return country;
}

function isPrivateV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}
