import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorHandler from '../src/plugins/app/error-handler';

/** A server with the app's error handler whose log lines are kept, to read their levels. */
async function serverWithLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandler);
  const fail = (code: string) => Object.assign(new Error(code), { code });
  app.get('/closed', () => Promise.reject(fail('ERR_STREAM_PREMATURE_CLOSE')));
  app.get('/broken', () => Promise.reject(fail('ERR_SOMETHING_ELSE')));
  await app.ready();
  return { app, lines };
}

describe('error handler logging', () => {
  it('logs a client that went away mid-answer at info, and other failures at error', async () => {
    const { app, lines } = await serverWithLog();
    try {
      await app.inject({ url: '/closed' });
      await app.inject({ url: '/broken' });
      const levelOf = (text: string) => lines.find((l) => l.msg.includes(text))?.level;
      expect(levelOf('closed the connection')).toBe(30);
      expect(levelOf('request failed')).toBe(50);
      expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
