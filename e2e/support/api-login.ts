import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** The SMS outbox of the e2e server (DATA_DIR=data/e2e, see playwright.config.ts). */
export const OUTBOX = path.resolve(import.meta.dirname, '..', '..', 'data', 'e2e', 'sms-outbox.jsonl');

export type ApiSession = { accessToken: string; accountId: number; username: string };

/**
 * Codes can be re-sent only every 120 s (spec 1 §9): one login per phone per run. Kept in the run's
 * data directory (emptied when the server starts) because Playwright restarts the worker after a failure.
 */
const SESSIONS_FILE = path.join(path.dirname(OUTBOX), 'api-login-sessions.json');
const readSessions = (): Record<string, ApiSession> =>
  existsSync(SESSIONS_FILE)
    ? (JSON.parse(readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, ApiSession>)
    : {};

/** The newest code texted to `phone`, read from the outbox as a person reads their phone. */
export function lastCode(phone: string): string {
  const message = readFileSync(OUTBOX, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((m) => m.to === phone)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no code for ${phone} in ${OUTBOX}`);
  return code;
}

/**
 * Logs in through the API the way the browser does (send code, read it from the outbox, verify), so
 * feature specs do not depend on the login screens (auth.spec.ts tests those).
 */
export async function logIn(request: APIRequestContext, phone: string): Promise<ApiSession> {
  const known = readSessions()[phone];
  if (known) return known;
  const sent = await request.post('/api/v1/auth/send-code', { data: { phoneNumber: phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const verified = await request.post('/api/v1/auth/verify-code', {
    data: { phoneNumber: phone, code: lastCode(phone) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const body = (await verified.json()) as {
    accessToken: string;
    account: { accountId: number; username: string };
  };
  const session = {
    accessToken: body.accessToken,
    accountId: body.account.accountId,
    username: body.account.username,
  };
  writeFileSync(SESSIONS_FILE, JSON.stringify({ ...readSessions(), [phone]: session }));
  return session;
}
