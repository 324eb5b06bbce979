import { beaconPath } from '@emporia/contracts/analytics';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { BeaconIntake, beaconsPerVisitorMinute } from './intake';

// Issue 31: the beacon path holds at most a configured number of beacons and remembers at most a
// configured number of visitors and one-time numbers; what it drops it answers, counts and shows
// the operator. Tiny caps here; the client address comes from X-Forwarded-For (TRUST_PROXY).
const bufferMax = 3;
const rememberedMax = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ANALYTICS_BUFFER_MAX: String(bufferMax),
    ANALYTICS_REMEMBERED_MAX: String(rememberedMax),
    TRUST_PROXY: 'true',
  });
});
afterAll(() => t.close());

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const send = (path: string, address: string, once?: string) =>
  t.app.inject({
    method: 'POST',
    url: once ? `${beaconPath}?n=${once}` : beaconPath,
    headers: {
      host: 'demo.localhost',
      'user-agent': chrome,
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': address,
    },
    payload: JSON.stringify({
      kind: 'pageview',
      username: 'demo',
      title: 'A page',
      url: `http://demo.localhost${path}`,
      referrer: '',
    }),
  });
const operatorView = async (token = platformToken) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/platform/analytics/beacons',
    headers: { authorization: `Bearer ${token}` },
  });
const counts = async () => (await operatorView()).json().data;
const eventsOf = (path: string) =>
  t.database.db.select().from(schema.analyticsEvents).where(eq(schema.analyticsEvents.path, path));
const onceNumber = (i: number) => `once${String(i).padStart(12, '0')}`;

describe('beacon intake limits', () => {
  it('answers a burst beyond the buffer as usual, holds no more than the buffer and shows the drops to the operator', async () => {
    const before = await counts();
    const burst = 30;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => send('/burst', `198.51.100.${i + 1}`)),
    );
    // The tracker must not retry: every beacon gets the normal answer, counted or not.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(burst).fill(202));
    const counted = answers.filter((a) => a.json().data.counted).length;
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(burst);
    expect(await eventsOf('/burst')).toHaveLength(counted);

    const after = await counts();
    expect(after.buffer).toEqual({ held: 0, peak: bufferMax, max: bufferMax });
    expect(after.dropped.buffer_full - before.dropped.buffer_full).toBe(burst - counted);
    expect(after.written - before.written).toBe(counted);
    expect(after.process_id).toBe(process.pid);
  });

  it('remembers at most the configured visitors and one-time numbers from many addresses, and still limits the latest visitor', async () => {
    for (let i = 0; i < 3 * rememberedMax; i += 1) {
      const answer = await send('/many', `203.0.113.${i + 1}`, onceNumber(i));
      expect(answer.statusCode, answer.body).toBe(202);
    }
    expect((await counts()).remembered).toEqual({
      visitors: rememberedMax,
      once_numbers: rememberedMax,
      max: rememberedMax,
    });

    const before = await counts();
    const answers: number[] = [];
    for (let i = 0; i <= beaconsPerVisitorMinute; i += 1) {
      answers.push((await send('/many-from-one', '192.0.2.50')).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s === 202)).toHaveLength(beaconsPerVisitorMinute);
    const after = await counts();
    expect(after.dropped.rate_limited - before.dropped.rate_limited).toBe(1);
    expect(after.remembered.visitors).toBe(rememberedMax);
  });

  it('shows the counts to the platform operator only', async () => {
    expect((await operatorView('not-the-operator-token')).statusCode).toBe(401);
    const shop = await t.app.inject({
      method: 'GET',
      url: '/api/v1/platform/analytics/beacons',
      headers: { host: 'demo.localhost' },
    });
    expect(shop.statusCode).toBe(401);
  });

  it('logs drops at most once a minute, with the drops since the line before', async () => {
    const lines: { dropped: Record<string, number> }[] = [];
    let now = 0;
    const intake = new BeaconIntake(
      t.database.db,
      { bufferMax, rememberedMax },
      { warn: (line: { dropped: Record<string, number> }) => lines.push(line) },
      () => now,
    );
    intake.refuseReplay('1:first', new Date(0));
    const replay = () =>
      expect(() => intake.refuseReplay('1:first', new Date(1000))).toThrow('already counted');
    replay();
    now = 30_000;
    replay();
    replay();
    expect(lines).toHaveLength(1);
    now = 61_000;
    replay();
    expect(lines).toHaveLength(2);
    expect(lines[1]!.dropped).toEqual({ buffer_full: 0, rate_limited: 0, replayed: 3 });
  });
});
