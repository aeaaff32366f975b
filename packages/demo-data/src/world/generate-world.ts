import type { RoundInput } from '@linksight/golf-core';
import { generateCourses } from '../courses/generate-course';
import { createRng, deriveSeed, pick } from '../random/rng';
import { DEFAULT_CAST, type OrgKey } from './cast';
import { createPlayerContent, createShowcaseContent } from './content';
import { avatarFile } from './media-files';
import { createOrganizations } from './organizations';
import { createPlayer, createStaff, type NameRegistry } from './people';
import { computeResults, featureAll, pickFeatured } from './results';
import { playPlayerRounds } from './rounds';
import { planSchedule, planShowcaseSchedule, planTournaments } from './tournaments';
import type { DemoAccount, DemoMediaFile, DemoPlayer, DemoWorld } from './types';

export type DemoWorldOptions = {
  /** The present moment of the world (ISO 8601). Rounds lie before it, upcoming events after. */
  now: string;
};

/**
 * The README demo logins (players 1 and 2): their profiles show every widget at full size: all their past
 * tournaments featured (more than 10 cards: View More and the Best 10 tag), seven news items, four
 * featured images and four swing videos. Extras come from their own rng, so nothing else changes.
 */
const SHOWCASE_ACCOUNT_IDS: readonly number[] = [1, 2];

/** Staff phones follow the players' (+1 555 010 09nn). */
const STAFF_PHONE_BASE = 901;

/**
 * The default demo world: 7 courses, 32 golfers with ~3,000 rounds over three seasons, staff,
 * organisations, tournaments, schedules, news and media. Same seed and `now` → identical world.
 */
export function generateDemoWorld(seed: number, options: DemoWorldOptions): DemoWorld {
  const { now } = options;
  const rng = createRng(deriveSeed(seed, 'world'));
  const courses = generateCourses(deriveSeed(seed, 'courses'));
  const registry: NameRegistry = { usernames: new Set() };
  const staffRoles = ['product-manager', 'hs-coach', 'college-coach', 'academy-coach'] as const;
  const staff: DemoAccount[] = staffRoles.map((role, i) =>
    createStaff(rng, registry, role, DEFAULT_CAST.length + i + 1, STAFF_PHONE_BASE + i),
  );
  const coaches: Record<OrgKey, DemoAccount> = {
    hs: staff[1] as DemoAccount,
    college: staff[2] as DemoAccount,
    academy: staff[3] as DemoAccount,
  };
  const players: DemoPlayer[] = DEFAULT_CAST.map((member, i) =>
    createPlayer(rng, registry, member, i + 1, i + 1, now, pick(rng, courses).id),
  );
  // A golfer with no round yet has written no About text either: their public profile dashboard shows
  // the stock photo filler (spec 1 §2.8: no past tournaments, no charts and no about information).
  players.forEach((player, i) => {
    if ((DEFAULT_CAST[i]?.rounds ?? 0) === 0) player.about = null;
  });
  const orgKeyById = new Map(DEFAULT_CAST.map((member, i) => [i + 1, member.org]));
  const orgOf = (p: DemoPlayer): OrgKey | null => orgKeyById.get(p.accountId) ?? null;
  // spec 2 §6 circles: a player's coach and one teammate have full access.
  for (const player of players) {
    const org = orgOf(player);
    const mate = players.find((p) => p !== player && org !== null && orgOf(p) === org);
    player.subCircleAccountIds = [
      ...(org ? [coaches[org].accountId] : []),
      ...(mate ? [mate.accountId] : []),
    ];
  }

  const golfers = players.filter((_, i) => (DEFAULT_CAST[i]?.rounds ?? 0) > 0);
  const plans = planTournaments(rng, now, courses, golfers, orgOf);
  const tournaments = plans.map((p) => p.tournament);
  const rounds: RoundInput[] = [];
  let roundId = 0;
  players.forEach((player, i) => {
    const total = DEFAULT_CAST[i]?.rounds ?? 0;
    if (total === 0) return;
    const entered = plans
      .filter((p) => p.fieldAccountIds.includes(player.accountId))
      .map((p) => p.tournament);
    const playerRng = createRng(deriveSeed(seed, `rounds-${player.accountId}`));
    rounds.push(
      ...playPlayerRounds({
        rng: playerRng,
        player,
        playerIndex: i,
        courses,
        tournaments: entered,
        totalRounds: total,
        now,
        nextRoundId: () => (roundId += 1),
      }),
    );
  });

  const tournamentResults = computeResults(tournaments, rounds);
  const featuredTournaments = pickFeatured(rng, tournamentResults);
  featuredTournaments.push(
    ...featureAll(
      createRng(deriveSeed(seed, 'showcase-featured')),
      tournamentResults.filter((r) => SHOWCASE_ACCOUNT_IDS.includes(r.accountId)),
      featuredTournaments,
    ),
  );
  const scheduleEntries = planSchedule(
    rng,
    tournaments.filter((t) => t.isUpcoming),
    players,
  );
  scheduleEntries.push(
    ...planShowcaseSchedule(
      createRng(deriveSeed(seed, 'showcase-schedule')),
      tournaments.filter((t) => t.isUpcoming),
      scheduleEntries,
      SHOWCASE_ACCOUNT_IDS,
      players,
    ),
  );
  const tournamentById = new Map(tournaments.map((t) => [t.tournamentId, t]));
  let newsId = 0;
  let mediaId = 0;
  const ids = { news: () => (newsId += 1), media: () => (mediaId += 1) };
  const mediaFiles: DemoMediaFile[] = [...players, ...staff].map((a, i) =>
    avatarFile(a.imgUrl, `${a.firstName[0] ?? ''}${a.lastName[0] ?? ''}`, i),
  );
  const news: DemoWorld['news'] = [];
  const media: DemoWorld['media'] = [];
  for (const player of golfers) {
    const content = createPlayerContent(
      rng,
      player,
      tournamentResults.filter((r) => r.accountId === player.accountId),
      tournamentById,
      now,
      ids,
    );
    news.push(...content.news);
    media.push(...content.media);
    mediaFiles.push(...content.files);
  }
  const showcaseRng = createRng(deriveSeed(seed, 'showcase-content'));
  for (const player of golfers.filter((p) => SHOWCASE_ACCOUNT_IDS.includes(p.accountId))) {
    const extra = createShowcaseContent(
      showcaseRng,
      { news, media, files: [] },
      player,
      tournamentResults.filter((r) => r.accountId === player.accountId),
      tournamentById,
      now,
      ids,
    );
    news.push(...extra.news);
    media.push(...extra.media);
    mediaFiles.push(...extra.files);
  }
  const season = String(new Date(now).getUTCFullYear());
  const { organizations, files } = createOrganizations(players, orgOf, coaches, season);
  mediaFiles.push(...files);
  return {
    seed,
    now,
    courses,
    players,
    staff,
    organizations,
    tournaments,
    tournamentResults,
    featuredTournaments,
    scheduleEntries,
    news,
    media,
    mediaFiles,
    rounds,
  };
}
