import { generateCourses, generateScaleWorld, deriveSeed, type DemoPlayer } from '@linksight/demo-data';
import type { Db } from '../client';
import { schema } from '../client';
import { storeHandicapsOf } from '../../repositories/handicaps';
import { insertRounds } from '../../repositories/rounds-writer';
import { DEMO_WORLD_SEED, analyzeAfterBulkLoad } from './seed';

export type ScaleSeedOptions = {
  players: number;
  roundsPerPlayer: number;
  now: Date;
  log: (message: string) => void;
  passwordHash: string;
};

function scaleAccountRows(players: DemoPlayer[], passwordHash: string) {
  return players.map((p) => ({
    id: p.accountId,
    firstName: p.firstName,
    lastName: p.lastName,
    // The scale generator names players independently of the default world: keep usernames unique.
    username: `${p.username}-${p.accountId}`,
    phone: p.phone,
    email: p.email,
    accountGuid: `00000000-0000-4000-9000-${String(p.accountId).padStart(12, '0')}`,
    imgPath: null,
    passwordHash,
  }));
}

/**
 * Scale mode for benchmarks (issue 4): streams generated players with all their rounds in batches,
 * one transaction per batch, so memory stays flat and progress is visible. Needs the default world's
 * courses (seed it first); the generator derives the same courses from the same seed.
 */
export async function seedScaleWorld(db: Db, options: ScaleSeedOptions): Promise<void> {
  const courses = generateCourses(deriveSeed(DEMO_WORLD_SEED, 'courses'));
  const tees = await db
    .select({ id: schema.courseTees.id, courseId: schema.courseTees.courseId, name: schema.courseTees.name })
    .from(schema.courseTees);
  const teeIds = new Map(tees.map((t) => [`${t.courseId}|${t.name}`, t.id]));
  const teeIdOf = (courseId: number, teeName: string) => teeIds.get(`${courseId}|${teeName}`) ?? null;
  const started = performance.now();
  let players = 0;
  let rounds = 0;
  for (const batch of generateScaleWorld(DEMO_WORLD_SEED, courses, options.now.toISOString(), {
    players: options.players,
    roundsPerPlayer: options.roundsPerPlayer,
  })) {
    await db.transaction(async (tx) => {
      await tx.insert(schema.accounts).values(scaleAccountRows(batch.players, options.passwordHash));
      await tx
        .insert(schema.accountProfiles)
        .values(batch.players.map((p) => ({ accountId: p.accountId, profileTypeId: 7 })));
      await insertRounds(tx, batch.rounds, { teeIdOf });
      await storeHandicapsOf(tx, batch.rounds, options.now);
    });
    players += batch.players.length;
    rounds += batch.rounds.length;
    const seconds = (performance.now() - started) / 1000;
    options.log(
      `scale seed: ${players}/${options.players} players, ${rounds} rounds, ${Math.round(rounds / seconds)} rounds/s`,
    );
  }
  await analyzeAfterBulkLoad(db);
}
