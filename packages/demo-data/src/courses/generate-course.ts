import { add, createLocalFrame, heading, type Xy } from '../geo/local-frame';
import { createRng, deriveSeed, integer, shuffled, uniform, type Rng } from '../random/rng';
import { collarRing } from './collar';
import { lineFeature, pointFeature, polygonFeature, toClosedRing, toSpecShape } from './geojson';
import { layoutHole, type HoleLayout } from './hole-layout';
import { rateTee } from './rating';
import { COURSE_SITES, type CourseSite } from './sites';
import { BACK_TEE_RANGE_YARDS, PAR_LENGTH_RANGE_YARDS, TEE_LENGTH_FACTORS, TEE_NAMES } from './style';
import type { Course, CourseHole, TeeSet } from './types';

const HOLES_PER_NINE = 9;
/** Each nine loops away from the clubhouse and back: 9 turns of 40° make a full circle. */
const ROUTING_TURN_RADIANS = (2 * Math.PI) / HOLES_PER_NINE;
const ROUTING_TURN_NOISE_RADIANS = 0.25;
/** Walk from a green to the next back tee. */
const GREEN_TO_NEXT_TEE_YARDS = 35;

/** Par of each hole of a nine for the par split of the course: [par 3s, par 4s, par 5s] per nine. */
const NINE_SPLITS: Record<
  70 | 71 | 72,
  readonly [readonly [number, number, number], readonly [number, number, number]]
> = {
  72: [
    [2, 5, 2],
    [2, 5, 2],
  ],
  71: [
    [2, 5, 2],
    [2, 6, 1],
  ],
  70: [
    [2, 6, 1],
    [2, 6, 1],
  ],
};

/** Generates every course of COURSE_SITES (7 courses) from one seed. */
export function generateCourses(seed: number): Course[] {
  return COURSE_SITES.map((site, index) =>
    generateCourse(deriveSeed(seed, `course-${index}`), site, index + 1),
  );
}

export function generateCourse(seed: number, site: CourseSite, id: number): Course {
  const rng = createRng(seed);
  const frame = createLocalFrame(site.location);
  const pars = drawPars(rng, site.par);
  const layouts: HoleLayout[] = [];
  const firstHeading = uniform(rng, 0, 2 * Math.PI);
  for (let nine = 0; nine < 2; nine += 1) {
    // Both nines turn the same way from opposite headings, so their loops sit on either side of the clubhouse.
    let along = firstHeading + nine * Math.PI;
    let start: Xy = add({ x: 0, y: 0 }, heading(along), 40);
    for (let i = 0; i < HOLES_PER_NINE; i += 1) {
      const par = pars[nine * HOLES_PER_NINE + i] as 3 | 4 | 5;
      const layout = layoutHole(rng, site.style, start, along, par, drawYardages(rng, par));
      layouts.push(layout);
      along += ROUTING_TURN_RADIANS + uniform(rng, -ROUTING_TURN_NOISE_RADIANS, ROUTING_TURN_NOISE_RADIANS);
      start = add(layout.greenCenter, heading(along), GREEN_TO_NEXT_TEE_YARDS);
    }
  }
  const strokeIndexes = allocateStrokeIndexes(layouts);
  const teeNames = TEE_NAMES.slice(0, TEE_LENGTH_FACTORS.length);
  const waterHoles = layouts.filter((l) => l.water.length > 0).length;
  const tees: TeeSet[] = teeNames.map((name, t) => {
    const lengthYards = layouts.reduce((sum, l) => sum + (l.yardages[t] as number), 0);
    return { name, lengthYards, par: site.par, ...rateTee(lengthYards, site.style, waterHoles) };
  });
  const holes: CourseHole[] = layouts.map((layout, i) => {
    const holeNumber = i + 1;
    const perimeter = toClosedRing(frame, layout.perimeter);
    const green = toClosedRing(frame, layout.green);
    const teeBoxes = teeNames.map((teeName, t) => ({
      teeName,
      position: frame.toLatLng(layout.teeBoxes[t] as Xy),
    }));
    const features = [
      polygonFeature(frame, 'perimeter', holeNumber, layout.perimeter),
      polygonFeature(frame, 'rough', holeNumber, layout.rough),
      ...(layout.fairway ? [polygonFeature(frame, 'fairway', holeNumber, layout.fairway)] : []),
      // The collar after the main fairway (playable-hole.ts reads the first fairway ring as the fairway).
      polygonFeature(frame, 'fairway', holeNumber, collarRing(layout.green, layout.greenCenter)),
      polygonFeature(frame, 'green', holeNumber, layout.green),
      ...layout.bunkers.map((ring) => polygonFeature(frame, 'bunker', holeNumber, ring)),
      ...layout.water.map((ring) => polygonFeature(frame, 'water', holeNumber, ring)),
      ...teeNames.map((teeName, t) =>
        pointFeature(frame, 'teebox', holeNumber, layout.teeBoxes[t] as Xy, teeName),
      ),
      pointFeature(frame, 'pin', holeNumber, layout.pin),
      lineFeature(frame, 'centerline', holeNumber, layout.centerLine),
    ];
    return {
      holeNumber,
      par: layout.par,
      strokeIndex: strokeIndexes[i] as number,
      yardages: Object.fromEntries(teeNames.map((name, t) => [name, layout.yardages[t] as number])),
      teeBoxes,
      greenCenter: frame.toLatLng(layout.greenCenter),
      pin: frame.toLatLng(layout.pin),
      centerLine: layout.centerLine.map((p) => frame.toLatLng(p)),
      isDogleg: layout.isDogleg,
      hasWater: layout.water.length > 0,
      shapes: {
        perimeter: [toSpecShape(perimeter)],
        green: [toSpecShape(green)],
        teeboxcenter: teeBoxes.map((t) => toSpecShape([[t.position.lng, t.position.lat]])),
      },
      geojson: { type: 'FeatureCollection', features },
    };
  });
  return {
    id,
    name: site.name,
    style: site.style,
    city: site.city,
    state: site.state,
    country: 'US',
    location: site.location,
    par: site.par,
    tees,
    holes,
    menScorecardList: [{ parHole: holes.map((h) => h.par) }],
    teesList: teeNames.map((teeName) => ({
      teeName,
      ydsHole: holes.map((h) => h.yardages[teeName] as number),
    })),
  };
}

function drawPars(rng: Rng, total: 70 | 71 | 72): (3 | 4 | 5)[] {
  const pars: (3 | 4 | 5)[] = [];
  for (const [threes, fours, fives] of shuffled(rng, NINE_SPLITS[total])) {
    const nine = shuffled(rng, [
      ...Array<3>(threes).fill(3),
      ...Array<4>(fours).fill(4),
      ...Array<5>(fives).fill(5),
    ]);
    // Open each nine with a par 4, as most courses do.
    const firstFour = nine.indexOf(4);
    [nine[0], nine[firstFour]] = [nine[firstFour] as 3 | 4 | 5, nine[0] as 3 | 4 | 5];
    pars.push(...nine);
  }
  return pars;
}

function drawYardages(rng: Rng, par: 3 | 4 | 5): number[] {
  const [lo, hi] = BACK_TEE_RANGE_YARDS[par];
  const [min, max] = PAR_LENGTH_RANGE_YARDS[par];
  const back = integer(rng, lo, hi);
  return TEE_LENGTH_FACTORS.map((f) => Math.min(max, Math.max(min, Math.round(back * f))));
}

/** Harder holes (more yards per par stroke, water) get lower indexes; odd on the front nine. */
function allocateStrokeIndexes(layouts: HoleLayout[]): number[] {
  const difficulty = layouts.map((l) => (l.yardages[0] as number) / l.par + (l.water.length > 0 ? 8 : 0));
  const out = new Array<number>(layouts.length).fill(0);
  for (let nine = 0; nine < 2; nine += 1) {
    const indexes = Array.from({ length: HOLES_PER_NINE }, (_, i) => nine * HOLES_PER_NINE + i);
    indexes.sort((a, b) => (difficulty[b] as number) - (difficulty[a] as number) || a - b);
    indexes.forEach((hole, rank) => {
      out[hole] = rank * 2 + 1 + nine;
    });
  }
  return out;
}
