import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '../src/db/client';
import type { TestApp } from './helpers';

/** The viewers of the authorisation matrix (spec 2 §6) who hold a token. */
export const VIEWERS = ['owner', 'member', 'manager', 'stranger'] as const;
export type Viewer = (typeof VIEWERS)[number];
/** The owner, their circle member, a product manager, a stranger and another player with rounds. */
export type People = Record<Viewer | 'other', number>;

async function insertAccount(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.db
    .insert(schema.accounts)
    .values({ username: `${name}-${randomUUID().slice(0, 8)}`, firstName: name, accountGuid: randomUUID() })
    .returning({ id: schema.accounts.id });
  return row!.id;
}

/** Inserts the people of a player-analytics test and signs each viewer an access token. */
export async function insertPeople(t: TestApp): Promise<{ ids: People; tokens: Record<Viewer, string> }> {
  const ids = {} as People;
  for (const name of [...VIEWERS, 'other'] as const) ids[name] = await insertAccount(t, name);
  await t.db.db.insert(schema.accountCircles).values({ accountId: ids.owner, memberAccountId: ids.member });
  await t.db.db.insert(schema.accountRoles).values({ accountId: ids.manager, role: 'product_manager' });
  const tokens = {} as Record<Viewer, string>;
  // Real sessions: an access token is refused once its session ends (issue 22 item 8).
  for (const who of VIEWERS) tokens[who] = (await t.app.auth.sessions.issueSession(ids[who])).accessToken;
  return { ids, tokens };
}

/** Anything with a database: a test app, or one instance's pool (`{ db: { db: app.db } }`). */
export type WithDb = { db: { db: Db } };

/** Replaces a player's website settings (none: a public site without settings). */
export async function setWebsiteSettings(
  t: WithDb,
  accountId: number,
  settings: { featureId: number; isPublic: boolean | null; isPhoneVerified?: boolean | null }[],
) {
  await t.db.db
    .delete(schema.accountWebsiteSettings)
    .where(eq(schema.accountWebsiteSettings.accountId, accountId));
  if (settings.length > 0)
    await t.db.db.insert(schema.accountWebsiteSettings).values(settings.map((s) => ({ accountId, ...s })));
}

/** Closes the test app; a PostgreSQL pool's late connection errors on teardown are expected. */
export async function closeQuietly(t: TestApp) {
  const pool = (t.db.db as unknown as { $client?: { on?: (e: 'error', l: () => void) => void } }).$client;
  if (t.db.driver === 'postgres') pool?.on?.('error', () => {});
  await t.close();
}
