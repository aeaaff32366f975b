import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createOutboxTransport } from './outbox';
import { createTwilioTransport } from './twilio';
import type { SmsTransport } from './types';

/** The transport SMS_TRANSPORT names; config validation already ensured Twilio settings exist. */
export function createSmsTransport(
  config: Config,
  deps: { db: DbOrTx; clock: Clock; log: FastifyBaseLogger },
): SmsTransport {
  if (config.smsTransport === 'twilio' && config.twilio)
    return createTwilioTransport({ ...config.twilio, log: deps.log });
  return createOutboxTransport({ file: config.smsOutboxFile, ...deps });
}
