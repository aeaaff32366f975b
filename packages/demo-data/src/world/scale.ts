import type { RoundInput } from '@linksight/golf-core';
import type { Course } from '../courses/types';
import { createRng, deriveSeed, integer, pick } from '../random/rng';
import type { NamedProfileId } from '../sim/profiles';
import type { CastMember } from './cast';
import { createPlayer, type NameRegistry } from './people';
import { playPlayerRounds } from './rounds';
import type { DemoWorldBatch, ScaleOptions } from './types';

const DEFAULT_BATCH_PLAYERS = 50;
/** Scale players' account ids and phones start here, clear of the default world's. */
const FIRST_SCALE_ACCOUNT_ID = 10_001;
const PROFILES: readonly { id: NamedProfileId; level: number }[] = [
  { id: 'scratch', level: 0 },
  { id: 'hcp-5', level: 5 },
  { id: 'hcp-10', level: 10 },
  { id: 'hcp-15', level: 15 },
  { id: 'hcp-20', level: 20 },
  { id: 'college-men', level: -2 },
  { id: 'junior-developing', level: 12 },
];

/**
 * A big world for benchmarks, streamed in batches of players with all their practice rounds so
 * memory stays flat (issue 4: `npm run seed -- --players 1000 --rounds 200`). Courses come from
 * generateCourses(seed) and are passed in so the caller stores them once.
 */
export function* generateScaleWorld(
  seed: number,
  courses: readonly Course[],
  now: string,
  options: ScaleOptions,
): Generator<DemoWorldBatch> {
  const batchPlayers = options.batchPlayers ?? DEFAULT_BATCH_PLAYERS;
  const registry: NameRegistry = { usernames: new Set() };
  let roundId = 1_000_000;
  for (let first = 0; first < options.players; first += batchPlayers) {
    const batch: DemoWorldBatch = { players: [], rounds: [] };
    for (let i = first; i < Math.min(options.players, first + batchPlayers); i += 1) {
      const rng = createRng(deriveSeed(seed, `scale-${i}`));
      const { id, level } = pick(rng, PROFILES);
      const member: CastMember = {
        kind: 'adult',
        gender: rng.next() < 0.7 ? 'M' : 'F',
        profileId: id,
        startLevel: level + integer(rng, 0, 4),
        endLevel: level,
        rounds: options.roundsPerPlayer,
        privacy: 'public-site',
        profileTypeIds: [7],
        org: null,
      };
      const accountId = FIRST_SCALE_ACCOUNT_ID + i;
      const player = createPlayer(rng, registry, member, accountId, accountId, now, pick(rng, courses).id);
      const rounds: RoundInput[] = playPlayerRounds({
        rng,
        player,
        playerIndex: i + 1,
        courses,
        tournaments: [],
        totalRounds: options.roundsPerPlayer,
        now,
        nextRoundId: () => (roundId += 1),
      });
      batch.players.push(player);
      batch.rounds.push(...rounds);
    }
    yield batch;
  }
}
