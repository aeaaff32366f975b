import { asc, eq, inArray } from 'drizzle-orm';
import {
  IMPORT_FORMAT,
  IMPORT_FORMAT_VERSION,
  type CourseIngest,
  type HoleFeatures,
  type HoleIngest,
  type RoundIngest,
  type ShotIngest,
} from '@linksight/golf-core';
import { schema, type DbOrTx } from '../../db/client';
import { findPlayerHandicap } from '../../repositories/handicaps';
import { csvFiles, holeFacts, shotsGeoJson } from './export-tables';
import { zipTextFiles } from './zip';

const {
  accounts,
  accountExtraInfo,
  accountProfiles,
  accountWebsiteSettings,
  playerWebsiteManagement,
  resumeSettings,
  rounds,
  roundHoles,
  shots,
  courses,
  courseTees,
  courseHoles,
  holeStats,
  tournaments,
  scheduleEntries,
  media,
} = schema;

export type RoundRow = typeof rounds.$inferSelect;
type HoleRow = typeof roundHoles.$inferSelect;
type ShotRow = typeof shots.$inferSelect;

const point = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : { latitude, longitude };

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** A stored shot in the open format, with its measured distances so re-importing derives the same stats. */
const toShotIngest = (s: ShotRow): ShotIngest => ({
  number: s.shotNumber,
  start: { latitude: s.startLatitude, longitude: s.startLongitude },
  end: { latitude: s.endLatitude, longitude: s.endLongitude },
  startLie: s.startLie as ShotIngest['startLie'],
  endLie: s.endLie as ShotIngest['endLie'],
  club: s.club,
  penaltyStrokes: s.penaltyStrokes,
  distanceToPinBeforeYards: s.distanceToPinBeforeYards,
  distanceToPinAfterYards: s.distanceToPinAfterYards,
});

function toHoleIngest(h: HoleRow, holeShots: ShotRow[], features: HoleFeatures | undefined): HoleIngest {
  return {
    number: h.courseHoleNumber,
    par: h.par,
    score: h.score,
    putts: h.putts,
    fairway: h.fairway,
    // A hole with shots has both from its shots when imported again.
    ...(holeShots.length === 0 ? holeFacts(features) : {}),
    tee: point(h.teeLatitude, h.teeLongitude),
    pin: point(h.pinLatitude, h.pinLongitude),
    isExcluded: h.isExcluded,
    shots: holeShots.map(toShotIngest),
  };
}

/** What the export is made of, read in a handful of queries. */
async function loadExport(db: DbOrTx, accountId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const roundRows = await db
    .select()
    .from(rounds)
    .where(eq(rounds.accountId, accountId))
    .orderBy(asc(rounds.playedAt), asc(rounds.id));
  const ids = roundRows.map((r) => r.id);
  const courseIds = [...new Set(roundRows.map((r) => r.courseId))];
  const tournamentIds = [
    ...new Set(roundRows.flatMap((r) => (r.tournamentId === null ? [] : [r.tournamentId]))),
  ];
  const [holeRows, shotRows, featureRows, courseRows, teeRows, courseHoleRows, tournamentRows] =
    await Promise.all([
      ids.length
        ? db
            .select()
            .from(roundHoles)
            .where(inArray(roundHoles.roundId, ids))
            .orderBy(asc(roundHoles.roundId), asc(roundHoles.roundHoleNumber))
        : [],
      ids.length
        ? db
            .select()
            .from(shots)
            .where(inArray(shots.roundId, ids))
            .orderBy(asc(shots.roundId), asc(shots.roundHoleNumber), asc(shots.shotNumber))
        : [],
      ids.length
        ? db
            .select({
              roundId: holeStats.roundId,
              roundHoleNumber: holeStats.roundHoleNumber,
              features: holeStats.features,
            })
            .from(holeStats)
            .where(inArray(holeStats.roundId, ids))
        : [],
      courseIds.length ? db.select().from(courses).where(inArray(courses.id, courseIds)) : [],
      courseIds.length ? db.select().from(courseTees).where(inArray(courseTees.courseId, courseIds)) : [],
      courseIds.length
        ? db
            .select()
            .from(courseHoles)
            .where(inArray(courseHoles.courseId, courseIds))
            .orderBy(asc(courseHoles.courseId), asc(courseHoles.holeNumber))
        : [],
      tournamentIds.length ? db.select().from(tournaments).where(inArray(tournaments.id, tournamentIds)) : [],
    ]);
  const [extra, profiles, settings, site, resume, schedule, mediaRows, handicap] = await Promise.all([
    db.select().from(accountExtraInfo).where(eq(accountExtraInfo.accountId, accountId)),
    db.select().from(accountProfiles).where(eq(accountProfiles.accountId, accountId)),
    db.select().from(accountWebsiteSettings).where(eq(accountWebsiteSettings.accountId, accountId)),
    db.select().from(playerWebsiteManagement).where(eq(playerWebsiteManagement.accountId, accountId)),
    db.select().from(resumeSettings).where(eq(resumeSettings.accountId, accountId)),
    db
      .select({ entry: scheduleEntries, tournament: tournaments })
      .from(scheduleEntries)
      .innerJoin(tournaments, eq(tournaments.id, scheduleEntries.tournamentId))
      .where(eq(scheduleEntries.accountId, accountId)),
    db.select().from(media).where(eq(media.accountId, accountId)).orderBy(asc(media.id)),
    findPlayerHandicap(db, accountId),
  ]);
  return {
    account: account!,
    rounds: roundRows,
    holes: groupBy(holeRows, (h) => h.roundId),
    shots: groupBy(shotRows, (s) => `${s.roundId}|${s.roundHoleNumber}`),
    features: new Map(featureRows.map((f) => [`${f.roundId}|${f.roundHoleNumber}`, f.features])),
    courses: new Map(courseRows.map((c) => [c.id, c])),
    tees: new Map(teeRows.map((t) => [t.id, t])),
    teesByCourse: groupBy(teeRows, (t) => t.courseId),
    courseHoles: groupBy(courseHoleRows, (h) => h.courseId),
    tournaments: new Map(tournamentRows.map((t) => [t.id, t])),
    extra: extra[0] ?? null,
    profiles,
    settings,
    site: site[0] ?? null,
    resume: resume[0]?.settings ?? null,
    schedule,
    media: mediaRows,
    handicap,
  };
}
export type ExportData = Awaited<ReturnType<typeof loadExport>>;

/** The player's own courses travel whole (with an external id); shared courses by their Linksight id. */
function toCourseIngest(data: ExportData, courseId: number): CourseIngest {
  const c = data.courses.get(courseId)!;
  const holes = data.courseHoles.get(courseId) ?? [];
  const shapes = (points: string | null) => (points ? points.split('\n') : undefined);
  return {
    externalId: c.externalId ?? `linksight-course-${c.id}`,
    name: c.name,
    city: c.city,
    state: c.state,
    country: c.country,
    location: point(c.latitude, c.longitude),
    visibility: c.isPrivate ? 'private' : 'public',
    tees: (data.teesByCourse.get(courseId) ?? []).map((t) => ({
      name: t.name,
      rating: t.rating,
      slope: t.slope,
      yardages: t.yardages,
    })),
    holes: holes.map((h) => ({
      number: h.holeNumber,
      par: h.par,
      strokeIndex: h.strokeIndex,
      pin: point(h.pinLatitude, h.pinLongitude),
      perimeter: shapes(h.perimeterPoints),
      green: shapes(h.greenPoints),
      teeboxcenter: shapes(h.teeboxCenterPoints),
    })),
  };
}

const isOwnCourse = (data: ExportData, courseId: number) =>
  data.courses.get(courseId)?.ownerAccountId === data.account.id;

function toRoundIngest(data: ExportData, r: RoundRow): RoundIngest {
  const tournament = r.tournamentId === null ? null : data.tournaments.get(r.tournamentId);
  return {
    clientRoundId: r.clientRoundId ?? `linksight-round-${r.id}`,
    ...(isOwnCourse(data, r.courseId)
      ? { courseExternalId: toCourseIngest(data, r.courseId).externalId! }
      : { courseId: r.courseId }),
    teeName: (r.teeId !== null ? data.tees.get(r.teeId)?.name : undefined) ?? '',
    playedAt: r.playedAt.toISOString(),
    roundType: r.roundType as RoundIngest['roundType'],
    roundNumber: r.roundNumber,
    tournament: tournament ? { name: tournament.name, url: tournament.url } : null,
    holeCount: r.holeCount === 9 ? 9 : 18,
    isSimulator: r.isSimulator,
    isCompleted: r.isCompleted,
    holes: (data.holes.get(r.id) ?? []).map((h) =>
      toHoleIngest(
        h,
        data.shots.get(`${r.id}|${h.roundHoleNumber}`) ?? [],
        data.features.get(`${r.id}|${h.roundHoleNumber}`),
      ),
    ),
  };
}

const README = `Linksight data export

account.json    your account, profile, privacy and resume settings, Handicap Index and its history
rounds.json     your rounds with holes and shots, and your own courses, in Linksight's import format
                (docs/round-import.schema.json): import it on the Import page to load the rounds again
schedule.json   your tournament schedule entries
media.json      the list of your gallery images and videos (the files stay on the server; "path" is a
                file's place in its media folder)
rounds.csv      one row per round
holes.csv       one row per hole; its first ten columns are the Import page's CSV columns
shots.csv       one row per shot (positions in degrees, distances in yards)
shots.geojson   every shot as a line from start to end, with its facts (opens in QGIS or geojson.io)
`;

/** The file name of an export: linksight-export-{username}-{yyyy-mm-dd}.zip. */
export const exportFileName = (username: string, now: Date): string =>
  `linksight-export-${username.replace(/[^A-Za-z0-9._-]/g, '_')}-${now.toISOString().slice(0, 10)}.zip`;

/**
 * "Download my data" (issue 20): one zip with JSON of the account, rounds, holes, shots, schedule, media
 * list and settings; CSV of rounds, holes and shots; GeoJSON of the shots (zip.ts compresses them).
 */
export async function buildAccountExport(
  db: DbOrTx,
  accountId: number,
  now: Date,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const data = await loadExport(db, accountId);
  const own = [...data.courses.keys()].filter((id) => isOwnCourse(data, id));
  const { passwordHash: _secret, ...account } = data.account;
  const files: Record<string, string> = {
    'README.txt': README,
    'account.json': JSON.stringify(
      {
        exportedAt: now.toISOString(),
        account,
        extraInfo: data.extra,
        profiles: data.profiles.map((p) => p.profileTypeId),
        settings: {
          websiteSettings: data.settings.map(({ accountId: _a, ...s }) => s),
          allowPublicSite: data.site?.allowPublicSite ?? true,
          resume: data.resume,
        },
        handicap: data.handicap,
      },
      null,
      2,
    ),
    'rounds.json': JSON.stringify({
      format: IMPORT_FORMAT,
      version: IMPORT_FORMAT_VERSION,
      exportedAt: now.toISOString(),
      courses: own.map((id) => toCourseIngest(data, id)),
      rounds: data.rounds.map((r) => toRoundIngest(data, r)),
    }),
    'schedule.json': JSON.stringify(
      data.schedule.map(({ entry, tournament }) => ({
        tournament: {
          name: tournament.name,
          url: tournament.url,
          startDate: tournament.startDate,
          endDate: tournament.endDate,
          city: tournament.city,
          state: tournament.state,
        },
        status: entry.status,
        note: entry.note,
        isFeatured: entry.isFeatured,
      })),
      null,
      2,
    ),
    'media.json': JSON.stringify(
      data.media.map((m) => ({
        id: m.id,
        type: m.mediaType,
        // Not an address: the server serves media at signed addresses only (services/media).
        path: m.path,
        contentType: m.contentType,
        isFeatured: m.isFeatured,
        caption: m.caption,
        createdAt: m.createdAt.toISOString(),
      })),
      null,
      2,
    ),
    ...csvFiles(data),
    'shots.geojson': shotsGeoJson(data),
  };
  return { fileName: exportFileName(data.account.username, now), bytes: await zipTextFiles(files, now) };
}
