// The operator's log: a browser closing a page mid-answer is not an error on our side; a real
// failure still is, and neither answer tells the client more than the 5xx sentence.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors-handler';

async function appLogging() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  app.get('/closed-early', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  app.get('/broken', async () => {
    throw new Error('a bug');
  });
  await app.ready();
  return { app, lines };
}

describe('error handler log levels', () => {
  it('logs a connection the client closed early as information, and a real failure as an error', async () => {
    const { app, lines } = await appLogging();
    const closed = await app.inject({ method: 'GET', url: '/closed-early' });
    expect(closed.statusCode).toBe(500);
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: expect.any(String),
    });
    await app.close();
    const errors = lines.filter((line) => line.level >= 50).map((line) => line.msg);
    expect(errors).toEqual(['unhandled error']);
    expect(lines.map((line) => line.msg)).toContain(
      'the client closed the connection before the answer was complete',
    );
  });
});
