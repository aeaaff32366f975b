import type { Course } from '@linksight/demo-data';
import { schema, type DbOrTx } from '../client';

/** Spec `points` strings of a shape list joined into one column value (one shape per line). */
const joinShapes = (shapes: { points: string }[]): string | null =>
  shapes.length > 0 ? shapes.map((s) => s.points).join('\n') : null;

/**
 * Writes generated courses with their tee sets and hole geometry; returns the tee-id lookup the
 * rounds writer needs. Ids are the generator's.
 */
export async function insertCourses(
  tx: DbOrTx,
  courses: readonly Course[],
): Promise<(courseId: number, teeName: string) => number | null> {
  const teeIds = new Map<string, number>();
  for (const course of courses) {
    await tx.insert(schema.courses).values({
      id: course.id,
      name: course.name,
      style: course.style,
      city: course.city,
      state: course.state,
      country: course.country,
      latitude: course.location.lat,
      longitude: course.location.lng,
      perimeterPoints: joinShapes(course.holes.flatMap((h) => h.shapes.perimeter)),
    });
    const tees = await tx
      .insert(schema.courseTees)
      .values(
        course.tees.map((t) => ({
          courseId: course.id,
          name: t.name,
          rating: t.courseRating,
          slope: t.slope,
          par: t.par,
          yardages: course.holes.map((h) => h.yardages[t.name] ?? 0),
        })),
      )
      .returning({ id: schema.courseTees.id, name: schema.courseTees.name });
    for (const t of tees) teeIds.set(`${course.id}|${t.name}`, t.id);
    await tx.insert(schema.courseHoles).values(
      course.holes.map((h) => ({
        courseId: course.id,
        holeNumber: h.holeNumber,
        par: h.par,
        strokeIndex: h.strokeIndex,
        perimeterPoints: joinShapes(h.shapes.perimeter),
        greenPoints: joinShapes(h.shapes.green),
        teeboxCenterPoints: joinShapes(h.shapes.teeboxcenter),
        pinLatitude: h.pin.lat,
        pinLongitude: h.pin.lng,
        geojson: h.geojson,
      })),
    );
  }
  return (courseId, teeName) => teeIds.get(`${courseId}|${teeName}`) ?? null;
}
