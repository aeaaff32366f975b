import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { measureUrl, type HttpFigures, type LoadRequest } from './http';
import { loginByCodeHttp } from './login';

type TopPlayer = { account_id: number; phone: string; n: number };

/**
 * Issue 6 bench: POST overview-group for the player with the most completed 18-hole rounds, 20
 * concurrent clients, the default Player Performance group against the scratch standard. The request
 * is returned for the load test (issue 22), which reuses its login.
 */
export async function benchOverviewGroup(
  db: Db,
  baseUrl: string,
  outboxFile: string,
  durationSeconds: number,
): Promise<{ figures: Record<string, unknown>; request?: LoadRequest }> {
  const result = await db.execute<TopPlayer>(
    sql`select r.account_id, a.phone, count(*)::int as n from rounds r join accounts a on a.id = r.account_id
        where r.is_completed and r.hole_count = 18 group by r.account_id, a.phone order by n desc limit 1`,
  );
  const top = (result as unknown as { rows: TopPlayer[] }).rows[0];
  if (!top) return { figures: { skipped: 'no rounds' } };
  const token = await loginByCodeHttp(baseUrl, outboxFile, top.phone);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const groups = await fetch(
    `${baseUrl}/api/v1/players/${top.account_id}/overview-groups?mode=Player%20Performance&holeCount=18`,
    { headers },
  );
  const catalog = (await groups.json()) as {
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
  const request: LoadRequest = {
    url: `${baseUrl}/api/v1/players/${top.account_id}/overview-group`,
    method: 'POST',
    body,
    headers,
  };
  const figures: HttpFigures = await measureUrl(request.url, {
    ...request,
    connections: 20,
    durationSeconds,
  });
  return { figures: { player18HoleRounds: top.n, filters: group.overviews.length, ...figures }, request };
}
