import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

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
  const verified = await request.post('/api/v1/auth/login', {
    data: { phoneNumber: phone, password: DEMO_PASSWORD },
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
