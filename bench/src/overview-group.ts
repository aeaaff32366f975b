import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { measureUrl, type HttpFigures } from './http';
import { loginByCode } from './login';

/**
 * Issue 6 bench: POST overview-group for the player with the most rounds, 20 concurrent clients,
 * the first group of the Player Performance catalog against the scratch standard.
 */
export async function benchOverviewGroup(
  app: FastifyInstance,
  baseUrl: string,
  outboxFile: string,
  durationSeconds: number,
): Promise<Record<string, unknown>> {
  const rows = await app.db.execute<{ account_id: number; phone: string; n: number }>(
    sql`select r.account_id, a.phone, count(*)::int as n from rounds r join accounts a on a.id = r.account_id where r.is_completed and r.hole_count = 18 group by r.account_id, a.phone order by n desc limit 1`,
  );
  const top = (rows as unknown as { rows: { account_id: number; phone: string; n: number }[] }).rows[0];
  if (!top) return { skipped: 'no rounds' };
  const token = await loginByCode(app, outboxFile, top.phone);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const groups = await app.inject({
    method: 'GET',
    url: `/api/v1/players/${top.account_id}/overview-groups?mode=Player%20Performance&holeCount=18`,
    headers,
  });
  const catalog = groups.json() as {
    groups: { groupName: string; overviews: unknown[] }[];
    defaultGroupName: string;
  };
  const group = catalog.groups.find((g) => g.groupName === catalog.defaultGroupName) ?? catalog.groups[0]!;
  const body = JSON.stringify({
    groupName: group.groupName,
    roundFilters: group.overviews,
    standardsFilter: { level: 'scratch' },
    holeCount: 18,
  });
  const figures: HttpFigures = await measureUrl(
    `${baseUrl}/api/v1/players/${top.account_id}/overview-group`,
    {
      connections: 20,
      durationSeconds,
      method: 'POST',
      body,
      headers,
    },
  );
  return { player18HoleRounds: top.n, filters: group.overviews.length, ...figures };
}
