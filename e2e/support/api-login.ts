import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The e2e server's data directory (DATA_DIR, see playwright.config.ts). */
const RUN_DIR = path.resolve(import.meta.dirname, '..', '..', 'data', 'e2e');

export type ApiSession = { accessToken: string; accountId: number; username: string };

/**
 * One login per phone per run, so specs share a session and the login limits stay far away. Kept in the run's
 * data directory (emptied when the server starts) because Playwright restarts the worker after a failure.
 */
const SESSIONS_FILE = path.join(RUN_DIR, 'api-login-sessions.json');
const readSessions = (): Record<string, ApiSession> =>
  existsSync(SESSIONS_FILE)
    ? (JSON.parse(readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, ApiSession>)
    : {};

/** The newest code texted to `phone`, read from the server's SMS outbox as a person reads their phone. */
function lastCode(phone: string): string {
  const message = readFileSync(path.join(RUN_DIR, 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((m) => m.to === phone)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no code for ${phone} in the SMS outbox`);
  return code;
}

/** The password every seeded account has (apps/api/src/db/seed/seed.ts). */
export const DEMO_PASSWORD = 'linksight-demo';

/**
 * Logs in through the API the way the browser's password login does (spec 1 §4.3), so feature specs
 * depend neither on the login screens (auth.spec.ts tests those) nor on the SMS resend cooldown: a
 * code login here would be refused for two minutes after auth.spec.ts texted the same number.
 */
export async function logIn(request: APIRequestContext, phone: string): Promise<ApiSession> {
  const known = readSessions()[phone];
  if (known) return known;
  const data = { phoneNumber: phone, password: DEMO_PASSWORD };
  return remember(phone, await request.post('/api/v1/auth/login', { data }));
}

/**
 * Signs a new number up with a texted code (spec 1 §4.1: a code login creates the account), for specs
 * that need a player no other spec reads. Use a number no other spec texts (the resend cooldown).
 */
export async function signUpByCode(request: APIRequestContext, phone: string): Promise<ApiSession> {
  const known = readSessions()[phone];
  if (known) return known;
  const sent = await request.post('/api/v1/auth/send-code', { data: { phoneNumber: phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  return remember(
    phone,
    await request.post('/api/v1/auth/verify-code', { data: { phoneNumber: phone, code: lastCode(phone) } }),
  );
}

async function remember(phone: string, verified: APIResponse): Promise<ApiSession> {
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
