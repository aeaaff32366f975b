import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/client';

const { media, newsItems, newsImages, newsLinks, newsVideos, scheduleEntries, tournaments, courses } = schema;

const tournamentColumns = {
  tournamentId: tournaments.id,
  tournamentName: tournaments.name,
  tournamentUrl: tournaments.url,
  courseName: courses.name,
  city: tournaments.city,
  state: tournaments.state,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
};

/** A player's gallery, swing videos, news and schedule entries: what the public profile's widgets show. */
export function createProfileContentRepository(db: DbOrTx) {
  return {
    /**
     * spec 3 §7 account gallery: the player's own media rows (gallery images and swing videos; the files
     * of news items are not gallery items), newest first.
     */
    async listMedia(accountId: number, filter: { types: ('image' | 'video')[]; isFeatured?: boolean }) {
      const inNews = sql`exists (select 1 from ${newsImages} where ${newsImages.mediaId} = ${media.id}) or exists (select 1 from ${newsVideos} where ${newsVideos.mediaId} = ${media.id})`;
      return db
        .select({
          mediaId: media.id,
          mediaType: media.mediaType,
          path: media.path,
          title: media.caption,
          isFeatured: media.isFeatured,
          createdAt: media.createdAt,
        })
        .from(media)
        .where(
          and(
            eq(media.accountId, accountId),
            inArray(media.mediaType, filter.types),
            filter.isFeatured === undefined ? undefined : eq(media.isFeatured, filter.isFeatured),
            sql`not (${inNews})`,
          ),
        )
        .orderBy(desc(media.createdAt), desc(media.id));
    },

    /** News items with their images (cover first), links and videos, newest first. */
    async listNews(accountId: number) {
      const items = await db
        .select()
        .from(newsItems)
        .where(eq(newsItems.accountId, accountId))
        .orderBy(desc(newsItems.publishedAt), desc(newsItems.id));
      if (items.length === 0) return [];
      const ids = items.map((n) => n.id);
      const [images, links, videos] = await Promise.all([
        db
          .select({ newsItemId: newsImages.newsItemId, path: media.path, isCover: newsImages.isCover })
          .from(newsImages)
          .innerJoin(media, eq(media.id, newsImages.mediaId))
          .where(inArray(newsImages.newsItemId, ids))
          .orderBy(asc(newsImages.id)),
        db.select().from(newsLinks).where(inArray(newsLinks.newsItemId, ids)).orderBy(asc(newsLinks.id)),
        db
          .select({ newsItemId: newsVideos.newsItemId, path: media.path })
          .from(newsVideos)
          .innerJoin(media, eq(media.id, newsVideos.mediaId))
          .where(inArray(newsVideos.newsItemId, ids))
          .orderBy(asc(newsVideos.id)),
      ]);
      return items.map((n) => ({
        ...n,
        images: images.filter((i) => i.newsItemId === n.id),
        links: links.filter((l) => l.newsItemId === n.id).map((l) => ({ label: l.label, url: l.url })),
        videos: videos.filter((v) => v.newsItemId === n.id),
      }));
    },

    /** Past tournaments the player marked as featured, with their notes (spec 2 §3 featuredTournaments). */
    async listFeaturedTournaments(accountId: number) {
      return db
        .select({ ...tournamentColumns, note: scheduleEntries.note })
        .from(scheduleEntries)
        .innerJoin(tournaments, eq(tournaments.id, scheduleEntries.tournamentId))
        .leftJoin(courses, eq(courses.id, tournaments.courseId))
        .where(and(eq(scheduleEntries.accountId, accountId), eq(scheduleEntries.isFeatured, true)))
        .orderBy(desc(tournaments.startDate), desc(tournaments.id));
    },

    /** Schedule entries with a status whose event has not ended before `today` (yyyy-mm-dd), soonest first. */
    async listUpcomingEntries(accountId: number, today: string) {
      return db
        .select({ ...tournamentColumns, status: scheduleEntries.status })
        .from(scheduleEntries)
        .innerJoin(tournaments, eq(tournaments.id, scheduleEntries.tournamentId))
        .leftJoin(courses, eq(courses.id, tournaments.courseId))
        .where(
          and(
            eq(scheduleEntries.accountId, accountId),
            isNotNull(scheduleEntries.status),
            gte(tournaments.endDate, today),
          ),
        )
        .orderBy(asc(tournaments.startDate), asc(tournaments.id));
    },
  };
}

export type ProfileContentRepository = ReturnType<typeof createProfileContentRepository>;
