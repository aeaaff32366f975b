import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DemoAccount, DemoPlayer, DemoWorld } from '@linksight/demo-data';
import { schema, type DbOrTx } from '../client';
import { storeHandicapsOf } from '../../repositories/handicaps';
import { insertRounds } from '../../repositories/rounds-writer';
import { insertCourses } from './courses';

/** Tables whose serial ids the seed sets explicitly; their sequences are moved past the seeded ids. */
const EXPLICIT_ID_TABLES = [
  'accounts',
  'organizations',
  'rosters',
  'courses',
  'tournaments',
  'rounds',
  'media',
  'news_items',
  'schedule_entries',
];

/** Writes the generated media bytes under the media root (avatars, logos, gallery, videos). */
export async function writeMediaFiles(world: DemoWorld, mediaDir: string): Promise<void> {
  for (const file of world.mediaFiles) {
    const target = path.join(mediaDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
  }
}

function accountRow(a: DemoAccount, passwordHash: string) {
  return {
    id: a.accountId,
    firstName: a.firstName,
    lastName: a.lastName,
    username: a.username,
    phone: a.phone,
    email: a.email,
    accountGuid: `00000000-0000-4000-8000-${String(a.accountId).padStart(12, '0')}`,
    imgPath: a.imgUrl,
    passwordHash,
  };
}

async function insertAccounts(tx: DbOrTx, world: DemoWorld, passwordHash: string): Promise<void> {
  const all: DemoAccount[] = [...world.players, ...world.staff];
  await tx.insert(schema.accounts).values(all.map((a) => accountRow(a, passwordHash)));
  await tx
    .insert(schema.accountProfiles)
    .values(
      all.flatMap((a) =>
        a.profileTypeIds.map((profileTypeId) => ({ accountId: a.accountId, profileTypeId })),
      ),
    );
  await tx
    .insert(schema.playerWebsiteManagement)
    .values(all.map((a) => ({ accountId: a.accountId, allowPublicSite: a.allowPublicSite })));
  const pms = all.filter((a) => a.isProductManager);
  if (pms.length > 0)
    await tx
      .insert(schema.accountRoles)
      .values(pms.map((a) => ({ accountId: a.accountId, role: 'product_manager' as const })));
  await tx.insert(schema.accountExtraInfo).values(world.players.map(extraInfoRow));
  const settings = world.players.flatMap((p) =>
    p.websiteSettings.map((s) => ({ accountId: p.accountId, ...s })),
  );
  if (settings.length > 0) await tx.insert(schema.accountWebsiteSettings).values(settings);
  // Issue 18 demo: a player's coach (staff) in the circle may manage the schedule; teammates may not.
  const staff = new Set(world.staff.map((s) => s.accountId));
  const circles = world.players.flatMap((p) =>
    p.subCircleAccountIds.map((memberAccountId) => ({
      accountId: p.accountId,
      memberAccountId,
      canEditSchedule: staff.has(memberAccountId),
    })),
  );
  if (circles.length > 0) await tx.insert(schema.accountCircles).values(circles);
}

function extraInfoRow(p: DemoPlayer) {
  return {
    accountId: p.accountId,
    about: p.about,
    highSchool: p.highSchool?.name ?? null,
    highSchoolEndDate: p.highSchool ? `${p.highSchool.graduationYear}-06-01` : null,
    highSchoolGpa: p.highSchool?.gpa ?? null,
    college: p.college?.name ?? null,
    collegeStartDate: p.college?.startDate ?? null,
    collegeEndDate: p.college ? `${p.college.graduationYear}-05-15` : null,
    collegeGpa: p.college?.gpa ?? null,
    ncaaNumber: p.college?.ncaaNumber ?? null,
    ghin: p.ghin,
    heightInches: p.heightInches,
    weightLbs: p.weightPounds,
    websiteLink: p.websiteUrl,
    birthday: p.birthday,
  };
}

async function insertOrganizations(tx: DbOrTx, world: DemoWorld): Promise<void> {
  const kinds = { 'high-school': 'high_school', college: 'college', academy: 'academy' } as const;
  await tx.insert(schema.organizations).values(
    world.organizations.map((o) => ({
      id: o.organizationId,
      name: o.organizationName,
      short: o.organizationShort,
      kind: kinds[o.kind],
      phone: o.phone,
      address: o.address,
      imgPath: o.imgUrl,
    })),
  );
  const rosters = world.organizations.flatMap((o) =>
    o.rosters.map((r) => ({ ...r, organizationId: o.organizationId })),
  );
  await tx
    .insert(schema.rosters)
    .values(rosters.map((r) => ({ id: r.rosterId, organizationId: r.organizationId, name: r.name })));
  const members = rosters.flatMap((r) => [
    ...r.playerAccountIds.map((accountId) => ({ rosterId: r.rosterId, accountId, role: 'player' as const })),
    ...r.coachAccountIds.map((accountId) => ({ rosterId: r.rosterId, accountId, role: 'coach' as const })),
  ]);
  if (members.length > 0) await tx.insert(schema.rosterMembers).values(members);
}

async function insertTournaments(tx: DbOrTx, world: DemoWorld): Promise<void> {
  await tx.insert(schema.tournaments).values(
    world.tournaments.map((t) => ({
      id: t.tournamentId,
      name: t.name,
      url: t.url,
      // spec 3 §9: event types are the round types 3/10/11; individual vs team is the "Filter To" option.
      eventType: t.roundType,
      localeType: t.localeTypeId,
      isTeamEvent: t.eventTypeId !== 1,
      courseId: t.courseId,
      city: t.city,
      state: t.state,
      startDate: t.startDate.slice(0, 10),
      endDate: t.endDate.slice(0, 10),
    })),
  );
  const featured = new Map(
    world.featuredTournaments.map((f) => [`${f.accountId}|${f.tournamentId}`, f.note]),
  );
  const played = world.tournamentResults.map((r) => {
    const key = `${r.accountId}|${r.tournamentId}`;
    return {
      accountId: r.accountId,
      tournamentId: r.tournamentId,
      status: null,
      note: featured.get(key) ?? null,
      isFeatured: featured.has(key),
    };
  });
  const upcoming = world.scheduleEntries.map((e) => ({
    id: e.scheduleEntryId,
    accountId: e.accountId,
    tournamentId: e.tournamentId,
    status: e.status,
    note: e.note,
    isFeatured: false,
  }));
  if (played.length > 0) await tx.insert(schema.scheduleEntries).values(played);
  if (upcoming.length > 0)
    await tx.insert(schema.scheduleEntries).values(upcoming.map(({ id: _id, ...rest }) => rest));
}

async function insertContent(tx: DbOrTx, world: DemoWorld): Promise<void> {
  const contentType = (url: string) =>
    world.mediaFiles.find((f) => f.path === url)?.contentType ?? 'application/octet-stream';
  if (world.media.length > 0) {
    await tx.insert(schema.media).values(
      world.media.map((m) => ({
        id: m.mediaId,
        accountId: m.accountId,
        mediaType: m.mediaType === 'Image' ? ('image' as const) : ('video' as const),
        path: m.url,
        contentType: contentType(m.url),
        isFeatured: m.isFeatured,
        caption: m.title,
        createdAt: new Date(m.createdAt),
      })),
    );
  }
  for (const n of world.news) {
    await tx.insert(schema.newsItems).values({
      id: n.newsItemId,
      accountId: n.accountId,
      header: n.header,
      body: n.body,
      publishedAt: new Date(n.date),
    });
    // News images and videos are media rows of their own so the same file route serves them.
    const files = [
      ...n.images.map((i) => ({ url: i.url, kind: 'image' as const })),
      ...n.videos.map((v) => ({ url: v.url, kind: 'video' as const })),
    ];
    for (const f of files) {
      const [row] = await tx
        .insert(schema.media)
        .values({
          accountId: n.accountId,
          mediaType: f.kind,
          path: f.url,
          contentType: contentType(f.url),
          isFeatured: false,
        })
        .returning({ id: schema.media.id });
      if (f.kind === 'image')
        await tx
          .insert(schema.newsImages)
          .values({ newsItemId: n.newsItemId, mediaId: row!.id, isCover: f.url === n.coverPhotoUrl });
      else await tx.insert(schema.newsVideos).values({ newsItemId: n.newsItemId, mediaId: row!.id });
    }
    if (n.links.length > 0)
      await tx
        .insert(schema.newsLinks)
        .values(n.links.map((l) => ({ newsItemId: n.newsItemId, label: l.label, url: l.url })));
  }
}

/**
 * Featured rounds (spec 3 §2 My Featured/Best Rounds): a demo player features the best round of each
 * tournament they featured, and their best completed 18-hole round overall.
 */
async function markFeaturedRounds(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    UPDATE rounds SET is_featured = true WHERE id IN (
      SELECT DISTINCT ON (r.account_id, r.tournament_id) r.id
        FROM rounds r
        JOIN schedule_entries s
          ON s.account_id = r.account_id AND s.tournament_id = r.tournament_id AND s.is_featured
       WHERE r.is_completed AND r.score IS NOT NULL
       ORDER BY r.account_id, r.tournament_id, r.score - r.par, r.played_at)
    OR id IN (
      SELECT DISTINCT ON (r.account_id) r.id
        FROM rounds r
       WHERE r.is_completed AND r.score IS NOT NULL AND r.hole_count = 18
       ORDER BY r.account_id, r.score - r.par, r.played_at)`);
}

/** Writes the whole demo world (files excluded) in the caller's transaction. */
export async function insertWorld(tx: DbOrTx, world: DemoWorld, passwordHash: string): Promise<void> {
  await insertAccounts(tx, world, passwordHash);
  await insertOrganizations(tx, world);
  const teeIdOf = await insertCourses(tx, world.courses);
  // Media ids are explicit for gallery rows; news media take ids after them.
  await tx.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('media', 'id'), ${Math.max(1, ...world.media.map((m) => m.mediaId))})`,
    ),
  );
  await insertTournaments(tx, world);
  await insertContent(tx, world);
  await insertRounds(tx, world.rounds, { teeIdOf });
  await markFeaturedRounds(tx);
  await storeHandicapsOf(tx, world.rounds, new Date());
  for (const table of EXPLICIT_ID_TABLES) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
      ),
    );
  }
}
