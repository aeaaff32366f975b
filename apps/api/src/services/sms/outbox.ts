import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SmsMessage, SmsTransport } from './types';

/**
 * Development transport (issue 3): each message becomes a JSON line `{ "to", "body", "at" }` in the
 * outbox file, a row of sms_outbox and a log line, so a person or a test can read the code.
 */
export function createOutboxTransport(options: {
  file: string;
  db: DbOrTx;
  clock: Clock;
  log: FastifyBaseLogger;
}): SmsTransport {
  const { file, db, clock, log } = options;
  return {
    name: 'outbox',
    async send({ to, body }: SmsMessage) {
      const at = clock.now();
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify({ to, body, at: at.toISOString() })}\n`, 'utf8');
      await db.insert(schema.smsOutbox).values({ to, body, at });
      log.info({ to, body, outbox: file }, 'sms outbox: message written');
    },
  };
}
