import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

const SLOW_MS = 1000;

async function appLogging(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // A threshold far above a plain request's time: the first request of a busy test machine took 61 ms.
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog(SLOW_MS) });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, SLOW_MS + 50));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  return { app, lines };
}

describe('request log', () => {
  it('logs failed and slow requests at info level, not every request', async () => {
    const { app, lines } = await appLogging('info');
    for (let i = 0; i < 5; i++) await app.inject('/fast');
    await app.inject('/nowhere');
    expect(lines).toEqual([]);
    await app.inject('/slow');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[40, 'slow request']]);
    await app.inject('/broken');
    expect(lines.some((l) => l.level === 50 && l.msg === 'broken')).toBe(true);
    await app.close();
  });

  it('logs every request at debug level', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject('/fast');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    await app.close();
  });
});
