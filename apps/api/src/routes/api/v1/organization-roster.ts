import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { featureDenial, profileAccessFor, PROFILE_FEATURE_IDS, type Viewer } from '@linksight/golf-core';
import {
  ApiErrorSchema,
  MAX_DB_ID,
  OrganizationRosterSchema,
  OrganizationShortParamsSchema,
  RosterQuerySchema,
  type RosterMember,
} from '@linksight/api-contract';
import { AppError } from '../../../lib/errors';
import { sendMediaImage } from '../../../lib/media-file';
import { typed } from '../../../lib/typebox';
import { accountImageUrl } from '../../../repositories/accounts';
import type { RosterGroupFilter, RosterMemberRow } from '../../../repositories/organization-roster';
import { access } from '../../../services/access/route-access';

const yearOf = (day: string | null) => (day === null ? null : Number(day.slice(0, 4)));

/**
 * A member's card as this viewer may see it (spec 2 §6 for every member): a private website (feature 88,
 * or a player who allows no public site, spec 1 §5, or no page open to the viewer) → the name only;
 * figures only when the member's Summary (89) is open to the viewer, where a visitor reads them on the
 * profile too.
 */
function toCard(m: RosterMemberRow, viewer: Viewer): RosterMember {
  const gated = {
    accountId: m.accountId,
    subCircleAccountIds: m.subCircleAccountIds,
    accountWebsiteSettingsAccount: m.settings,
  };
  const summaryDenial = featureDenial(gated, viewer, [PROFILE_FEATURE_IDS.summary]);
  const isFull = featureDenial(gated, viewer, []) === null;
  // A profile whose every page is private to the viewer sends them home (web profile routes), so its
  // card is a name only too: the link would lead nowhere (spec 2 §4 landing order, golf-core rule).
  const opensAPage = profileAccessFor(m.settings, isFull).enabledFeatures.length > 0;
  const isPublic =
    m.role === 'player' && summaryDenial !== 'website-private' && (m.allowPublicSite || isFull) && opensAPage;
  const hasFigures = isPublic && summaryDenial === null;
  return {
    accountId: m.accountId,
    firstName: m.firstName,
    lastName: m.lastName,
    role: m.role,
    isPublic,
    username: isPublic ? m.username : null,
    imgUrl: isPublic && m.imgPath ? accountImageUrl(m.accountId) : null,
    gradYear: isPublic ? (yearOf(m.collegeEndDate) ?? yearOf(m.highSchoolEndDate)) : null,
    scoringAverage: null,
    scoringRounds: null,
    handicapIndex: null,
    hasFigures,
  };
}

/** spec 1 §2.4 organisation pages: the logo and the roster cards of a player group. */
export default async function organizationRosterRoutes(fastify: FastifyInstance, opts: { mediaDir: string }) {
  const app = typed(fastify);
  const repo = app.repos.organizationRoster;

  app.get(
    '/api/v1/organizations/:short/image',
    {
      config: access.public(),
      schema: {
        tags: ['organizations'],
        summary: 'Organisation logo (404 lets the client show its default image)',
        params: OrganizationShortParamsSchema,
        response: { 404: ApiErrorSchema, 400: ApiErrorSchema, 200: Type.Any() },
      },
    },
    async (request, reply) => {
      const org = await repo.findByShort(request.params.short);
      return sendMediaImage(reply, opts.mediaDir, org?.imgPath ?? null, 'organization image');
    },
  );

  app.get(
    '/api/v1/organizations/:short/roster',
    {
      config: access.custom("each member's card is cut to what that member's privacy lets the viewer see"),
      schema: {
        tags: ['organizations'],
        summary: 'Roster cards of a player group: All, Coaches or a roster id (spec 1 §2.4)',
        security: [{ bearerAuth: [] }, {}],
        params: OrganizationShortParamsSchema,
        querystring: RosterQuerySchema,
        response: {
          200: OrganizationRosterSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.account && request.authRejection) throw request.authRejection;
      const org = await repo.findByShort(request.params.short);
      if (!org) throw AppError.notFound(`No organization named ${request.params.short}`);
      const group = request.query.group ?? 'All';
      let filter: RosterGroupFilter;
      let groupName: string;
      if (group === 'All') [filter, groupName] = [{ kind: 'all' }, 'All'];
      else if (group === 'Coaches') [filter, groupName] = [{ kind: 'coaches' }, 'Coaches'];
      else {
        const rosterId = Number(group);
        // An id the database cannot hold is no roster (never a database error, issue 22).
        const name = rosterId <= MAX_DB_ID ? await repo.rosterName(org.id, rosterId) : null;
        if (name === null)
          throw AppError.notFound(`Roster ${rosterId} is not a roster of ${request.params.short}`);
        [filter, groupName] = [{ kind: 'roster', rosterId }, name];
      }
      const viewerId = request.account?.accountId ?? null;
      const viewer: Viewer =
        viewerId === null
          ? null
          : { accountId: viewerId, isProductManager: await app.repos.accounts.isProductManager(viewerId) };
      const cards = (await repo.listMembers(org.id, filter)).map((m) => toCard(m, viewer));
      const figures = await app.playerFigures.figuresOf(
        cards.filter((c) => c.hasFigures).map((c) => c.accountId),
        app.clock.now(),
      );
      for (const card of cards) {
        const f = figures.get(card.accountId);
        if (!card.hasFigures || !f) continue;
        card.scoringAverage = f.scoringAverage.average;
        card.scoringRounds = f.scoringAverage.rounds;
        card.handicapIndex = f.handicapIndex;
      }
      return { group, groupName, members: cards };
    },
  );
}
