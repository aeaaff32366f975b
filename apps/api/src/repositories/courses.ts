import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CourseDetail, CourseSummary } from '@linksight/api-contract';
import { sphericalDistanceMeters, type CourseForRound, type ValidCourse } from '@linksight/golf-core';
import { schema, type DbOrTx } from '../db/client';

const { courses, courseTees, courseHoles } = schema;

/** Who asks: an account (null when anonymous) and whether it is a product manager (sees everything). */
export type CourseViewer = { accountId: number | null; isProductManager: boolean };

/** A course the viewer may see and use: shared, or their own private one (issue 20), or any for a PM. */
function visibleTo(viewer: CourseViewer): SQL | undefined {
  if (viewer.isProductManager) return undefined;
  return viewer.accountId === null
    ? eq(courses.isPrivate, false)
    : or(eq(courses.isPrivate, false), eq(courses.ownerAccountId, viewer.accountId));
}

const SEARCH_LIMIT = 50;
const KM_PER_DEGREE_LATITUDE = 111.2;
const joinShapes = (shapes: readonly string[]): string | null =>
  shapes.length > 0 ? shapes.join('\n') : null;
const splitShapes = (points: string | null): string[] => (points ? points.split('\n') : []);

/** A course resolved for a round: what `toRoundInput` needs plus the tee's row id. */
export type ResolvedCourse = Omit<CourseForRound, 'tee'> & {
  ownerAccountId: number | null;
  isPrivate: boolean;
  tees: { id: number; name: string; rating: number; slope: number; yardages: number[] }[];
};

export function createCoursesRepository(db: DbOrTx) {
  async function teesOf(ids: number[]) {
    return db
      .select()
      .from(courseTees)
      .where(inArray(courseTees.courseId, ids))
      .orderBy(asc(courseTees.courseId), asc(courseTees.id));
  }

  function toSummary(
    row: typeof courses.$inferSelect,
    tees: (typeof courseTees.$inferSelect)[],
    viewer: CourseViewer,
    distanceKm: number | null,
  ): CourseSummary {
    return {
      courseId: row.id,
      name: row.name,
      city: row.city,
      state: row.state,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
      isPrivate: row.isPrivate,
      isOwn: viewer.accountId !== null && row.ownerAccountId === viewer.accountId,
      externalId:
        viewer.accountId !== null && row.ownerAccountId === viewer.accountId ? row.externalId : null,
      distanceKm,
      tees: tees
        .filter((t) => t.courseId === row.id)
        .map((t) => ({ name: t.name, rating: t.rating, slope: t.slope, par: t.par })),
    };
  }

  return {
    /**
     * Writes a course posted by `ownerAccountId` in the caller's transaction. With an external id, the same
     * poster's course of that id is updated (tees and holes by name and number; tees that rounds use are
     * kept), so a course posted twice is the same course (issue 20).
     */
    async upsertCourse(
      ownerAccountId: number,
      course: ValidCourse,
    ): Promise<{ courseId: number; isCreated: boolean }> {
      const values = {
        name: course.name,
        style: 'parkland' as const,
        city: course.city,
        state: course.state,
        country: course.country,
        latitude: course.location?.latitude ?? null,
        longitude: course.location?.longitude ?? null,
        perimeterPoints: joinShapes(course.holes.flatMap((h) => h.points.perimeter)),
        ownerAccountId,
        externalId: course.externalId,
        isPrivate: course.visibility === 'private',
      };
      const [row] = await db
        .insert(courses)
        .values(values)
        .onConflictDoUpdate({
          target: [courses.ownerAccountId, courses.externalId],
          set: { ...values },
        })
        .returning({ id: courses.id, isCreated: sql<boolean>`(xmax = 0)` });
      const courseId = row!.id;
      const par = course.holes.reduce((sum, h) => sum + h.par, 0);
      for (const tee of course.tees) {
        const teeValues = { rating: tee.rating, slope: tee.slope, par, yardages: tee.yardages };
        await db
          .insert(courseTees)
          .values({ courseId, name: tee.name, ...teeValues })
          .onConflictDoUpdate({ target: [courseTees.courseId, courseTees.name], set: teeValues });
      }
      for (const h of course.holes) {
        const holeValues = {
          par: h.par,
          strokeIndex: h.strokeIndex,
          perimeterPoints: joinShapes(h.points.perimeter),
          greenPoints: joinShapes(h.points.green),
          teeboxCenterPoints: joinShapes(h.points.teeboxcenter),
          pinLatitude: h.pin?.latitude ?? null,
          pinLongitude: h.pin?.longitude ?? null,
          geojson: h.geojson as Record<string, unknown>,
        };
        await db
          .insert(courseHoles)
          .values({ courseId, holeNumber: h.number, ...holeValues })
          .onConflictDoUpdate({ target: [courseHoles.courseId, courseHoles.holeNumber], set: holeValues });
      }
      return { courseId, isCreated: Boolean(row!.isCreated) };
    },

    /** The id of `ownerAccountId`'s course posted with `externalId`, or null. */
    async findIdByExternalId(ownerAccountId: number, externalId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.ownerAccountId, ownerAccountId), eq(courses.externalId, externalId)));
      return row?.id ?? null;
    },

    /** Courses with holes and tees, for writing rounds (no visibility check: the caller decides). */
    async loadForRounds(courseIds: readonly number[]): Promise<Map<number, ResolvedCourse>> {
      const ids = [...new Set(courseIds)];
      const out = new Map<number, ResolvedCourse>();
      if (ids.length === 0) return out;
      const [rows, holes, tees] = await Promise.all([
        db.select().from(courses).where(inArray(courses.id, ids)),
        db
          .select()
          .from(courseHoles)
          .where(inArray(courseHoles.courseId, ids))
          .orderBy(asc(courseHoles.courseId), asc(courseHoles.holeNumber)),
        teesOf(ids),
      ]);
      for (const c of rows)
        out.set(c.id, {
          id: c.id,
          name: c.name,
          ownerAccountId: c.ownerAccountId,
          isPrivate: c.isPrivate,
          holes: holes
            .filter((h) => h.courseId === c.id)
            .map((h) => ({
              number: h.holeNumber,
              par: h.par,
              strokeIndex: h.strokeIndex,
              pin:
                h.pinLatitude !== null && h.pinLongitude !== null
                  ? { latitude: h.pinLatitude, longitude: h.pinLongitude }
                  : null,
              tee: null,
            })),
          tees: tees
            .filter((t) => t.courseId === c.id)
            .map((t) => ({ id: t.id, name: t.name, rating: t.rating, slope: t.slope, yardages: t.yardages })),
        });
      return out;
    },

    /** Search by part of the name and/or near a point (issue 20), courses the viewer may see. */
    async search(
      viewer: CourseViewer,
      query: { q?: string; latitude?: number; longitude?: number; radiusKm?: number },
    ): Promise<CourseSummary[]> {
      const conditions: (SQL | undefined)[] = [visibleTo(viewer)];
      if (query.q?.trim())
        conditions.push(ilike(courses.name, `%${query.q.trim().replace(/[%_\\]/g, '\\$&')}%`));
      const near =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : null;
      const radiusKm = query.radiusKm ?? 50;
      if (near) {
        // A bounding box narrows the rows; the exact spherical distance filters and orders them below.
        const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
        const dLng = dLat / Math.max(0.01, Math.cos((near.latitude * Math.PI) / 180));
        conditions.push(
          sql`${courses.latitude} between ${near.latitude - dLat} and ${near.latitude + dLat}`,
          sql`${courses.longitude} between ${near.longitude - dLng} and ${near.longitude + dLng}`,
        );
      }
      const rows = await db
        .select()
        .from(courses)
        .where(and(...conditions))
        .orderBy(asc(courses.name), asc(courses.id))
        .limit(near ? SEARCH_LIMIT * 10 : SEARCH_LIMIT);
      const withDistance = rows
        .map((row) => ({
          row,
          distanceKm:
            near && row.latitude !== null && row.longitude !== null
              ? sphericalDistanceMeters(near, { latitude: row.latitude, longitude: row.longitude }) / 1000
              : null,
        }))
        .filter((r) => !near || (r.distanceKm !== null && r.distanceKm <= radiusKm))
        .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0))
        .slice(0, SEARCH_LIMIT);
      const tees = await teesOf(withDistance.map((r) => r.row.id));
      return withDistance.map((r) =>
        toSummary(r.row, tees, viewer, r.distanceKm === null ? null : Math.round(r.distanceKm * 100) / 100),
      );
    },

    /** One course the viewer may see, with holes and tee yardages; null when none. */
    async findDetail(viewer: CourseViewer, courseId: number): Promise<CourseDetail | null> {
      const [row] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.id, courseId), visibleTo(viewer)));
      if (!row) return null;
      const [holes, tees] = await Promise.all([
        db
          .select()
          .from(courseHoles)
          .where(eq(courseHoles.courseId, courseId))
          .orderBy(asc(courseHoles.holeNumber)),
        teesOf([courseId]),
      ]);
      return {
        ...toSummary(row, tees, viewer, null),
        holes: holes.map((h) => ({
          number: h.holeNumber,
          par: h.par,
          strokeIndex: h.strokeIndex,
          pin:
            h.pinLatitude !== null && h.pinLongitude !== null
              ? { latitude: h.pinLatitude, longitude: h.pinLongitude }
              : null,
          perimeter: splitShapes(h.perimeterPoints),
          green: splitShapes(h.greenPoints),
          teeboxcenter: splitShapes(h.teeboxCenterPoints),
          geojson: h.geojson ?? null,
        })),
        teeYardages: tees.map((t) => ({ name: t.name, yardages: t.yardages })),
      };
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
