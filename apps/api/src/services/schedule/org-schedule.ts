import type { FastifyRequest } from 'fastify';
import {
  featureDenial,
  numberOfRounds,
  PROFILE_FEATURE_IDS,
  statusCounts,
  type ScheduleStatusId,
  type Viewer,
} from '@linksight/golf-core';
import { MAX_DB_ID, type OrgSchedule } from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import type { RosterGroupFilter } from '../../repositories/organization-roster';
import { playerNameOf } from '../../repositories/schedule';
import { viewerToday } from './player-schedule';

/**
 * An organisation's (or roster's) combined upcoming schedule (spec 2 §2 org-schedule-report; spec 3 §3
 * Upcoming counts per tournament; ARCHITECTURE "Schedule"): the players of the group whose schedule (80)
 * this viewer may read, one row per tournament, soonest first; the others are only counted.
 */
export async function buildOrgSchedule(
  request: FastifyRequest,
  short: string,
  options: { group?: string; timeZoneOffsetMinutes?: number },
): Promise<OrgSchedule & { organizationName: string }> {
  const app = request.server;
  if (!request.account && request.authRejection) throw request.authRejection;
  const org = await app.repos.organizationRoster.findByShort(short);
  if (!org) throw AppError.notFound(`No organization named ${short}`);
  const group = options.group ?? 'All';
  let filter: RosterGroupFilter = { kind: 'all' };
  let groupName = 'All';
  if (group !== 'All') {
    const rosterId = Number(group);
    const name =
      rosterId <= MAX_DB_ID ? await app.repos.organizationRoster.rosterName(org.id, rosterId) : null;
    if (name === null) throw AppError.notFound(`Roster ${rosterId} is not a roster of ${short}`);
    [filter, groupName] = [{ kind: 'roster', rosterId }, name];
  }
  const viewerId = request.account?.accountId ?? null;
  const viewer: Viewer =
    viewerId === null
      ? null
      : { accountId: viewerId, isProductManager: await app.repos.accounts.isProductManager(viewerId) };
  const members = await app.repos.organizationRoster.listMembers(org.id, filter);
  const readable = members.filter(
    (m) =>
      featureDenial(
        {
          accountId: m.accountId,
          subCircleAccountIds: m.subCircleAccountIds,
          accountWebsiteSettingsAccount: m.settings,
        },
        viewer,
        [PROFILE_FEATURE_IDS.schedule],
      ) === null,
  );
  const byId = new Map(readable.map((m) => [m.accountId, m]));
  const today = viewerToday(app.clock.now(), options.timeZoneOffsetMinutes);
  const entries = await app.repos.schedule.listUpcoming([...byId.keys()], today);
  const events = new Map<number, OrgSchedule['events'][number]>();
  const statuses = new Map<number, ScheduleStatusId[]>();
  for (const e of entries) {
    const m = byId.get(e.accountId);
    if (!m || e.status === null) continue;
    const { accountId: _a, status, note: _n, isFeatured: _f, ...tournament } = e;
    const event = events.get(e.tournamentId) ?? {
      ...tournament,
      counts: statusCounts([]),
      numberOfRounds: numberOfRounds(tournament),
      players: [],
    };
    event.players.push({ accountId: m.accountId, playerName: playerNameOf(m), username: m.username, status });
    statuses.set(e.tournamentId, [...(statuses.get(e.tournamentId) ?? []), status]);
    events.set(e.tournamentId, event);
  }
  return {
    organizationName: org.name,
    organization: { short, name: org.name },
    group,
    groupName,
    today,
    events: [...events.values()].map((e) => ({ ...e, counts: statusCounts(statuses.get(e.tournamentId)!) })),
    hiddenMemberCount: members.length - readable.length,
  };
}
