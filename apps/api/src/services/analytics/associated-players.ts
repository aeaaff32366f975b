import type { FastifyRequest } from 'fastify';
import { ASSOCIATED_AVERAGE_ROUNDS, type AssociatedPlayer } from '@linksight/api-contract';
import { fullName } from '@linksight/golf-core';
import { authorizePlayer } from '../access/player-access';

const mean = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

/**
 * spec 2 §7 associatedPlayers (issue 17 decision): the player's circle, teammates on the player's rosters
 * and the viewer's own athletes, each only when the viewer may see that player's Compare Stats (63), with
 * the average score to par of their recent and best rounds (one decimal).
 */
export async function associatedPlayers(
  request: FastifyRequest,
  accountId: number,
): Promise<AssociatedPlayer[]> {
  const app = request.server;
  const candidates = await app.repos.comparePlayers.candidates(accountId, request.account?.accountId ?? null);
  const allowed = (
    await Promise.all(
      candidates.map((c) =>
        authorizePlayer(app, request, c.accountId, 'compareStats').then(
          () => c,
          () => null,
        ),
      ),
    )
  ).filter((c) => c !== null);
  const scores = await app.repos.comparePlayers.scoresToPar(allowed.map((c) => c.accountId));
  const byPlayer = new Map<number, number[]>();
  for (const s of scores) {
    const list = byPlayer.get(s.accountId) ?? [];
    list.push(s.scoreVsPar);
    byPlayer.set(s.accountId, list);
  }
  return allowed.map((c) => {
    const list = byPlayer.get(c.accountId) ?? [];
    return {
      account: c.accountId,
      playerName: fullName(c),
      username: c.username,
      relation: c.relation,
      recentRoundsSvPAverage: mean(list.slice(0, ASSOCIATED_AVERAGE_ROUNDS)),
      bestRoundsSvPAverage: mean([...list].sort((a, b) => a - b).slice(0, ASSOCIATED_AVERAGE_ROUNDS)),
    };
  });
}
