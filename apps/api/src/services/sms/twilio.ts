import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { SmsMessage, SmsTransport } from './types';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a stub server in tests. */
  baseUrl: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Twilio's Messages REST resource with basic auth; no SDK needed for one call. */
export function createTwilioTransport(options: TwilioOptions): SmsTransport {
  const { accountSid, authToken, from, baseUrl, log, timeoutMs = 10_000 } = options;
  const doFetch = options.fetch ?? fetch;
  const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const unavailable = () =>
    AppError.unavailable('The text message could not be sent. Please try again later.');

  return {
    name: 'twilio',
    async send({ to, body }: SmsMessage) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        log.error({ err, to }, 'twilio: request failed');
        throw unavailable();
      }
      if (!response.ok) {
        // Twilio's error body names the problem (code, message) and carries no secret.
        const detail = await response.text().catch(() => '');
        log.error({ status: response.status, detail: detail.slice(0, 500), to }, 'twilio: message refused');
        throw unavailable();
      }
      log.info({ to }, 'twilio: message accepted');
    },
  };
}
