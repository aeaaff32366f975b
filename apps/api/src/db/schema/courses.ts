import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    style: text('style', { enum: ['parkland', 'links', 'desert'] }).notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    /** The course's location; null for a course created from a file that gave none (issue 20 CSV import). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Out-of-bounds perimeter as a spec `points` string ("lon lat" pairs, spec 3 §3 Course (GPS)). */
    perimeterPoints: text('perimeter_points'),
    /**
     * Issue 20: who posted the course (null: the demo world's and other shared courses). The poster's own
     * id of the course (`externalId`) is unique per poster, so posting it again updates the same course.
     */
    ownerAccountId: integer('owner_account_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'set null',
    }),
    externalId: text('external_id'),
    /** A private course's data (geometry, tees) is seen and used by its owner (and product managers) only. */
    isPrivate: boolean('is_private').notNull().default(false),
  },
  (t) => [
    unique('courses_owner_external_id').on(t.ownerAccountId, t.externalId),
    index('courses_name_idx').on(t.name),
  ],
);

/** Tee sets with rating, slope, par and per-hole yardages (spec 3 §3 teesList / ydsHole). */
export const courseTees = pgTable(
  'course_tees',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: real('rating').notNull(),
    slope: integer('slope').notNull(),
    par: integer('par').notNull(),
    /** Yards per hole, index 0 = hole 1. */
    yardages: jsonb('yardages').$type<number[]>().notNull(),
  },
  (t) => [unique('course_tees_course_name').on(t.courseId, t.name)],
);

/** Hole geometry: spec `points` strings for perimeter, green and tee boxes plus GeoJSON for the map. */
export const courseHoles = pgTable(
  'course_holes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    par: integer('par').notNull(),
    strokeIndex: integer('stroke_index').notNull(),
    perimeterPoints: text('perimeter_points'),
    greenPoints: text('green_points'),
    teeboxCenterPoints: text('teebox_center_points'),
    pinLatitude: doublePrecision('pin_latitude'),
    pinLongitude: doublePrecision('pin_longitude'),
    /** GeoJSON FeatureCollection: fairway, green, bunkers, water, tee boxes, centre line. */
    geojson: jsonb('geojson').$type<Record<string, unknown>>(),
  },
  (t) => [unique('course_holes_course_hole').on(t.courseId, t.holeNumber)],
);
