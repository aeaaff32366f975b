import type { RoundInput } from '@linksight/golf-core';
import { pick, type Rng } from '../random/rng';
import type { DemoFeaturedTournament, DemoTournament, DemoTournamentResult } from './types';

/** Totals and positions per past tournament from the completed rounds played in it. */
export function computeResults(
  tournaments: readonly DemoTournament[],
  rounds: readonly RoundInput[],
): DemoTournamentResult[] {
  const byKey = new Map<string, RoundInput[]>();
  for (const round of rounds) {
    if (round.tournamentId === null || !round.isCompleted) continue;
    const key = `${round.tournamentId}:${round.accountId}`;
    byKey.set(key, [...(byKey.get(key) ?? []), round]);
  }
  const results: DemoTournamentResult[] = [];
  for (const tournament of tournaments) {
    if (tournament.isUpcoming) continue;
    const field: DemoTournamentResult[] = [];
    for (const [key, played] of byKey) {
      const [tid, aid] = key.split(':').map(Number);
      if (tid !== tournament.tournamentId || aid === undefined) continue;
      const total = played.reduce((sum, r) => sum + r.holes.reduce((s, h) => s + (h.score ?? 0), 0), 0);
      const par = played.reduce((sum, r) => sum + r.coursePar, 0);
      field.push({
        tournamentId: tournament.tournamentId,
        accountId: aid,
        roundIds: played.map((r) => r.id),
        totalScore: total,
        totalToPar: total - par,
        position: 0,
      });
    }
    field.sort((a, b) => a.totalScore - b.totalScore || a.accountId - b.accountId);
    field.forEach((result, i) => {
      const previous = field[i - 1];
      result.position = previous && previous.totalScore === result.totalScore ? previous.position : i + 1;
    });
    results.push(...field);
  }
  return results;
}

/**
 * Notes by how the player finished, each true of the result it is written for ({o} place, {s} total to
 * par, {n} rounds): a note once said "final-round +17" of a three-round total.
 */
const NOTES_BY_FINISH: readonly { upTo: number; notes: readonly string[] }[] = [
  { upTo: 1, notes: ['Won at {s} over {n} rounds.', 'A win: {s} total, steady all week.'] },
  { upTo: 3, notes: ['Podium finish: {o} at {s}.', '{o} place at {s} over {n} rounds.'] },
  { upTo: 10, notes: ['Top-10 finish, {o} at {s}.', '{o} at {s}; the short game kept the card together.'] },
  { upTo: Infinity, notes: ['{o} at {s} over {n} rounds.', 'Played in tough wind; {s} total to par.'] },
];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st … */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function noteFor(rng: Rng, r: DemoTournamentResult): string {
  const toPar = r.totalToPar > 0 ? `+${r.totalToPar}` : r.totalToPar === 0 ? 'E' : String(r.totalToPar);
  const { notes } = NOTES_BY_FINISH.find((f) => r.position <= f.upTo)!;
  return pick(rng, notes)
    .replace('{o}', ordinal(r.position))
    .replace('{s}', toPar)
    .replace('{n}', String(r.roundIds.length));
}

/** Features every result not featured yet (a player who curates their profile), with notes. */
export function featureAll(
  rng: Rng,
  results: readonly DemoTournamentResult[],
  already: readonly DemoFeaturedTournament[],
): DemoFeaturedTournament[] {
  const featured = new Set(already.map((f) => `${f.accountId}|${f.tournamentId}`));
  return results
    .filter((r) => !featured.has(`${r.accountId}|${r.tournamentId}`))
    .map((r) => ({ accountId: r.accountId, tournamentId: r.tournamentId, note: noteFor(rng, r) }));
}

/** One or two featured past tournaments per player, with notes. */
export function pickFeatured(rng: Rng, results: readonly DemoTournamentResult[]): DemoFeaturedTournament[] {
  const byPlayer = new Map<number, DemoTournamentResult[]>();
  for (const r of results) byPlayer.set(r.accountId, [...(byPlayer.get(r.accountId) ?? []), r]);
  const featured: DemoFeaturedTournament[] = [];
  for (const [accountId, list] of byPlayer) {
    const best = [...list]
      .sort((a, b) => a.position - b.position || a.tournamentId - b.tournamentId)
      .slice(0, list.length > 3 ? 2 : 1);
    for (const r of best) featured.push({ accountId, tournamentId: r.tournamentId, note: noteFor(rng, r) });
  }
  return featured;
}
