import type { FastifyInstance } from 'fastify';
import {
  DASHBOARD_UPCOMING_EVENTS,
  STANDARD_LEVELS,
  formatLongDate,
  isScheduleStatus,
  levelStandardValues,
  upcomingCounts,
  upcomingStatusText,
  SCHEDULE_STATUS_LABELS,
  type LevelId,
} from '@linksight/golf-core';
import {
  BestTenChartDataSchema,
  ChartDataQuerySchema,
  FeaturedCombinedSchema,
  GalleryQuerySchema,
  GallerySchema,
  NewsFeedSchema,
  PlayerParamsSchema,
  SwingVideosSchema,
  UpcomingEventsQuerySchema,
  UpcomingEventsSchema,
} from '@linksight/api-contract';
import { AppError } from '../../../../lib/errors';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access } from '../../../../services/access/route-access';
import { buildChartData, chartRoundsOf } from '../../../../services/analytics/chart-rounds';
import { tournamentCards } from '../../../../services/analytics/featured-tournaments';
import type { DatasetCache } from '../../../../services/analytics/player-dataset';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

const HOME = `${PLAYER_BASE}/home`;
/** spec 3 §2 Performance Trends compares against this benchmark unless the visitor picks another. */
export const DEFAULT_CHART_STANDARD: LevelId = 'scratch';

/** A benchmark level by id; 400 naming the known ones otherwise. */
export function levelOrBadRequest(id: string): (typeof STANDARD_LEVELS)[number] {
  const level = STANDARD_LEVELS.find((l) => l.id === id);
  if (!level)
    throw AppError.badRequest(
      `Unknown standard "${id}"; use one of ${STANDARD_LEVELS.map((l) => l.id).join(', ')}`,
    );
  return level;
}

/** A visitor's today (yyyy-mm-dd) from their Date#getTimezoneOffset() (minutes behind UTC). */
function visitorToday(now: Date, timeZoneOffsetMinutes: number): string {
  return new Date(now.getTime() - timeZoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

const dayOf = (value: string | Date) => (value instanceof Date ? value.toISOString() : value).slice(0, 10);

/**
 * The public profile dashboard's widget calls (spec 3 §7). Each is authorised by the profile feature
 * privacy of what it shows (spec 2 §6; services/access/route-access.ts): charts, featured tournaments
 * and news by the resume (78), gallery and swing videos by the gallery (67), upcoming events by the
 * schedule (80). A visitor who may not see one gets 403 (404 for a private website) and the page hides
 * that card.
 */
export default async function profileHomeRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const analytics = app.repos.playerAnalytics;
  const content = app.repos.profileContent;

  app.get(
    `${HOME}/best-ten-chart-data`,
    {
      config: access.player('resume'),
      schema: {
        tags: TAGS,
        summary:
          'Best 10 and Best 10 Consecutive Rounds of the completed 18-hole rounds in a date range, with their spider charts',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: ChartDataQuerySchema,
        response: { 200: BestTenChartDataSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { start = null, end = null } = request.query;
      if (start !== null && end !== null && start > end)
        throw AppError.badRequest(`The range starts (${start}) after it ends (${end})`);
      for (const day of [start, end])
        if (day !== null && Number.isNaN(Date.parse(day))) throw AppError.badRequest(`Invalid date ${day}`);
      const level = levelOrBadRequest(request.query.standard ?? DEFAULT_CHART_STANDARD);
      const dataset = await opts.datasets.get(analytics, gateOf(request));
      return {
        start,
        end,
        standard: { id: level.id, label: level.name },
        ...buildChartData(dataset, { start, end }, levelStandardValues(level.id)),
      };
    },
  );

  app.get(
    `${HOME}/featured-combined`,
    {
      config: access.player('resume'),
      schema: {
        tags: TAGS,
        summary: 'Featured past tournaments with notes and the scores of the rounds played in them',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: FeaturedCombinedSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const [entries, dataset] = await Promise.all([
        content.listFeaturedTournaments(gate.accountId),
        opts.datasets.get(analytics, gate),
      ]);
      return { favTournaments: tournamentCards(entries, chartRoundsOf(dataset)) };
    },
  );

  app.get(
    `${HOME}/upcoming-events`,
    {
      config: access.player('schedule'),
      schema: {
        tags: TAGS,
        summary: 'Upcoming events of the schedule: Confirmed and Considering counts and the soonest events',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: UpcomingEventsQuerySchema,
        response: { 200: UpcomingEventsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { limit = DASHBOARD_UPCOMING_EVENTS, timeZoneOffsetMinutes = 0 } = request.query;
      const today = visitorToday(app.clock.now(), timeZoneOffsetMinutes);
      const rows = (await content.listUpcomingEntries(gateOf(request).accountId, today)).filter((r) =>
        isScheduleStatus(r.status),
      );
      const statuses = rows.map((r) => r.status).filter(isScheduleStatus);
      return {
        ...upcomingCounts(statuses),
        events: rows.slice(0, limit).map((r) => {
          const status = r.status as 1 | 2 | 3 | 4 | 5 | 6;
          return {
            tournamentId: r.tournamentId,
            tournamentName: r.tournamentName,
            tournamentUrl: r.tournamentUrl,
            courseName: r.courseName,
            city: r.city,
            state: r.state,
            startDate: dayOf(r.startDate),
            endDate: dayOf(r.endDate),
            status,
            statusLabel: SCHEDULE_STATUS_LABELS[status],
            statusText: upcomingStatusText(status),
          };
        }),
      };
    },
  );

  app.get(
    `${PLAYER_BASE}/gallery`,
    {
      config: access.player('gallery'),
      schema: {
        tags: TAGS,
        summary: "The player's gallery by media types and featured flag, newest first",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: GalleryQuerySchema,
        response: { 200: GallerySchema, ...ERRORS },
      },
    },
    async (request) => {
      const types = (request.query.mediaTypes ?? 'image,video').split(',') as ('image' | 'video')[];
      const rows = await content.listMedia(gateOf(request).accountId, {
        types,
        isFeatured: request.query.isFeatured,
      });
      return {
        items: rows.map((m) => ({
          mediaId: m.mediaId,
          mediaType: m.mediaType,
          mediaUrl: app.mediaSigner.mediaUrl(m.path),
          title: m.title,
          isFeatured: m.isFeatured,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    `${HOME}/swing-videos`,
    {
      config: access.player('gallery'),
      schema: {
        tags: TAGS,
        summary: "The player's swing videos, newest first",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: SwingVideosSchema, ...ERRORS },
      },
    },
    async (request) => {
      const rows = await content.listMedia(gateOf(request).accountId, { types: ['video'] });
      return {
        items: rows.map((m) => ({
          mediaId: m.mediaId,
          url: app.mediaSigner.mediaUrl(m.path),
          title: m.title,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    `${HOME}/news-feed`,
    {
      config: access.player('resume'),
      schema: {
        tags: TAGS,
        summary: "The player's news items with images, links and videos, newest first",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: NewsFeedSchema, ...ERRORS },
      },
    },
    async (request) => {
      const items = await content.listNews(gateOf(request).accountId);
      return {
        items: items.map((n) => {
          const cover = n.images.find((i) => i.isCover) ?? n.images[0];
          return {
            newsItemId: n.id,
            header: n.header,
            date: n.publishedAt.toISOString(),
            formattedDate: formatLongDate(n.publishedAt),
            body: n.body,
            coverPhoto: cover ? { url: app.mediaSigner.mediaUrl(cover.path) } : null,
            images: n.images.map((i) => ({ url: app.mediaSigner.mediaUrl(i.path) })),
            links: n.links,
            videos: n.videos.map((v) => ({ url: app.mediaSigner.mediaUrl(v.path) })),
          };
        }),
      };
    },
  );
}
