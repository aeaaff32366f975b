import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { schema, type Db } from '../client';
import { DEMO_PASSWORD, fixtureCourse, fixtureOrganization, fixturePlayers } from './fixture';

export type SeedOptions = { mediaDir: string; log: (message: string) => void };

/** Every table of the schema, emptied by `npm run seed -- --reset`. */
const TABLES_IN_DELETE_ORDER = [
  'sms_outbox',
  'auth_events',
  'refresh_tokens',
  'otp_challenges',
  'report_snapshots',
  'resume_settings',
  'news_videos',
  'news_links',
  'news_images',
  'news_items',
  'media',
  'round_notes',
  'round_targets',
  'hole_stats',
  'shots',
  'round_holes',
  'rounds',
  'schedule_entries',
  'tournaments',
  'course_holes',
  'course_tees',
  'courses',
  'host_mappings',
  'roster_members',
  'rosters',
  'organizations',
  'account_roles',
  'account_circles',
  'player_website_management',
  'account_website_settings',
  'account_profiles',
  'account_extra_info',
  'accounts',
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.accounts.id }).from(schema.accounts).limit(1);
  return rows.length === 0;
}

export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${TABLES_IN_DELETE_ORDER.join(', ')} RESTART IDENTITY CASCADE`));
}

/** Loads the demo world in one transaction: a failed seed leaves the database empty. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  const started = performance.now();
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const players = await tx
      .insert(schema.accounts)
      .values(
        fixturePlayers.map((p) => ({
          ...p,
          accountGuid: randomUUID(),
          email: `${p.username}@example.org`,
          passwordHash,
        })),
      )
      .returning({ id: schema.accounts.id });
    await tx
      .insert(schema.accountProfiles)
      .values(fixturePlayers.map((p, i) => ({ accountId: players[i]!.id, profileTypeId: p.profileTypeId })));
    await tx
      .insert(schema.accountExtraInfo)
      .values(
        players.map((p) => ({ accountId: p.id, about: 'Demo player of the Linksight fixture world.' })),
      );
    const [org] = await tx
      .insert(schema.organizations)
      .values(fixtureOrganization)
      .returning({ id: schema.organizations.id });
    const [roster] = await tx
      .insert(schema.rosters)
      .values({ organizationId: org!.id, name: 'Varsity' })
      .returning({ id: schema.rosters.id });
    await tx
      .insert(schema.rosterMembers)
      .values(players.map((p) => ({ rosterId: roster!.id, accountId: p.id })));
    const [course] = await tx
      .insert(schema.courses)
      .values({
        name: fixtureCourse.name,
        style: 'parkland',
        latitude: fixtureCourse.latitude,
        longitude: fixtureCourse.longitude,
      })
      .returning({ id: schema.courses.id });
    const par = fixtureCourse.pars.reduce((a, b) => a + b, 0);
    await tx
      .insert(schema.courseTees)
      .values({
        courseId: course!.id,
        name: 'White',
        rating: 71.2,
        slope: 128,
        par,
        yardages: fixtureCourse.yards,
      });
    await tx
      .insert(schema.courseHoles)
      .values(
        fixtureCourse.pars.map((p, i) => ({
          courseId: course!.id,
          holeNumber: i + 1,
          par: p,
          strokeIndex: ((i * 7) % 18) + 1,
        })),
      );
  });
  options.log(`seeded fixture world in ${Math.round(performance.now() - started)} ms`);
}

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  options.log('empty database: loading the demo world');
  await seedDemoData(db, options);
  return true;
}
