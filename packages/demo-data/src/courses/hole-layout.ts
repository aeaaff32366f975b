import { add, heading, towards, type Ring, type Xy } from '../geo/local-frame';
import { corridor, ellipse } from '../geo/polygon';
import { chance, integer, shuffled, uniform, type Rng } from '../random/rng';
import { STYLE_DIMENSIONS } from './style';
import type { CourseStyle } from './types';

/** One hole in the course's local plane (yards). Converted to lat/lng by generate-course. */
export type HoleLayout = {
  par: 3 | 4 | 5;
  /** Yardage per tee set, back tee first. */
  yardages: number[];
  teeBoxes: Xy[];
  centerLine: Xy[];
  greenCenter: Xy;
  pin: Xy;
  perimeter: Ring;
  rough: Ring;
  fairway: Ring | null;
  green: Ring;
  bunkers: Ring[];
  water: Ring[];
  isDogleg: boolean;
  /** Heading of the last leg (into the green), radians. */
  finalHeading: number;
};

const DOGLEG_CORNER_FROM_TEE_YARDS = { 4: 265, 5: 290 } as const;
const DOGLEG_ANGLE_RADIANS = [0.25, 0.55] as const;
/** The fairway starts this far in front of the most forward tee box (carry over rough). */
const FAIRWAY_START_AHEAD_OF_FORWARD_TEE_YARDS = 100;
/** Par 3s get a short apron in front of the green instead of a fairway. */
const PAR3_APRON_YARDS = 35;
const GREEN_VERTICES = 20;
const BUNKER_VERTICES = 12;
const SAMPLE_STEP_YARDS = 15;
/**
 * Pins sit in the middle 55 % of the green (a typical "4 paces from the edge" setup); the tour's
 * reference hole (calibration/reference-hole.ts) places them the same way.
 */
export const PIN_AREA_SHARE = 0.55;
const BEHIND_TEE_YARDS = 15;
/** Greenside bunker positions relative to the line of play: left, right, front-left, front-right, back. */
const GREENSIDE_BUNKER_ANGLES = [Math.PI / 2, -Math.PI / 2, (3 * Math.PI) / 4, (-3 * Math.PI) / 4, 0];
const BEYOND_GREEN_YARDS = 30;

export function layoutHole(
  rng: Rng,
  style: CourseStyle,
  start: Xy,
  startHeading: number,
  par: 3 | 4 | 5,
  yardages: number[],
): HoleLayout {
  const dims = STYLE_DIMENSIONS[style];
  const back = yardages[0] as number;
  const cornerFromTee = par === 3 ? null : DOGLEG_CORNER_FROM_TEE_YARDS[par];
  const isDogleg = cornerFromTee !== null && chance(rng, dims.doglegShare);
  const turn = isDogleg
    ? (chance(rng, 0.5) ? -1 : 1) * uniform(rng, DOGLEG_ANGLE_RADIANS[0], DOGLEG_ANGLE_RADIANS[1])
    : 0;
  const centerLine: Xy[] = [start];
  let finalHeading = startHeading;
  if (isDogleg && cornerFromTee !== null) {
    const cornerAlong = Math.min(cornerFromTee, back * 0.62);
    const corner = add(start, heading(startHeading), cornerAlong);
    finalHeading = startHeading + turn;
    centerLine.push(corner, add(corner, heading(finalHeading), back - cornerAlong));
  } else {
    centerLine.push(add(start, heading(startHeading), back));
  }
  const greenCenter = centerLine[centerLine.length - 1] as Xy;
  const along = (d: number): Xy => pointAlong(centerLine, d);
  const teeBoxes = yardages.map((y) => along(back - y));

  const radiusAlong = dims.greenRadiusAlongYards * uniform(rng, 0.85, 1.15);
  const radiusAcross = dims.greenRadiusAcrossYards * uniform(rng, 0.85, 1.15);
  const wobble = Array.from({ length: GREEN_VERTICES }, () => uniform(rng, 0.93, 1.05));
  const green = ellipse(
    greenCenter,
    radiusAlong,
    radiusAcross,
    finalHeading,
    GREEN_VERTICES,
    (i) => wobble[i] ?? 1,
  );
  const pinAngle = uniform(rng, 0, 2 * Math.PI);
  const pinR = Math.sqrt(rng.next()) * PIN_AREA_SHARE;
  const pinLocal = {
    x: Math.cos(pinAngle) * radiusAlong * pinR,
    y: Math.sin(pinAngle) * radiusAcross * pinR,
  };
  const pin = rotate(greenCenter, pinLocal, finalHeading);

  const forward = yardages[yardages.length - 1] as number;
  const fairwayStart =
    par === 3
      ? back - radiusAlong - PAR3_APRON_YARDS
      : back - forward + FAIRWAY_START_AHEAD_OF_FORWARD_TEE_YARDS;
  const fairwayEnd = back - radiusAlong * 0.7;
  const fairwayHalf = dims.fairwayHalfWidthYards * (par === 3 ? 0.7 : uniform(rng, 0.85, 1.15));
  const fairwayWobble = Array.from({ length: 64 }, () => uniform(rng, -2, 2));
  const fairway = corridor(
    clipLine(centerLine, fairwayStart, fairwayEnd),
    (d, side) =>
      Math.max(
        6,
        fairwayHalf + (fairwayWobble[(Math.round(d / SAMPLE_STEP_YARDS) * 2 + (side + 1) / 2) % 64] ?? 0),
      ),
    SAMPLE_STEP_YARDS,
  );
  const extended = clipLine(centerLine, -BEHIND_TEE_YARDS, back + BEYOND_GREEN_YARDS);
  const rough = corridor(extended, () => dims.roughHalfWidthYards, SAMPLE_STEP_YARDS);
  const perimeter = corridor(extended, () => dims.perimeterHalfWidthYards, SAMPLE_STEP_YARDS);

  const bunkers: Ring[] = [];
  const greenside = integer(rng, 1, dims.greensideBunkersMax);
  const sides = shuffled(rng, GREENSIDE_BUNKER_ANGLES).slice(0, greenside);
  for (const side of sides) {
    const angle = finalHeading + side;
    const rimRadius = (radiusAlong + radiusAcross) / 2 + 4;
    bunkers.push(
      ellipse(
        add(greenCenter, heading(angle), rimRadius),
        uniform(rng, 6, 9),
        uniform(rng, 3, 4.5),
        angle + Math.PI / 2,
        BUNKER_VERTICES,
      ),
    );
  }
  if (par !== 3) {
    const fairwayBunkers = integer(rng, 0, dims.fairwayBunkersMax);
    for (let i = 0; i < fairwayBunkers; i += 1) {
      const d = Math.min(back - 120, uniform(rng, 235, 290));
      const c = along(d);
      const side = chance(rng, 0.5) ? 1 : -1;
      const h = legHeading(centerLine, d);
      const offset = add(c, heading(h + (side * Math.PI) / 2), fairwayHalf + uniform(rng, 1, 6));
      bunkers.push(ellipse(offset, uniform(rng, 8, 14), uniform(rng, 4, 6), h, BUNKER_VERTICES));
    }
  }

  const water: Ring[] = [];
  if (chance(rng, dims.waterShare)) {
    if (par === 3) {
      // A pond carried from the tee, in front of the green.
      const c = along(back - radiusAlong - 18);
      water.push(ellipse(c, 12, dims.roughHalfWidthYards, finalHeading, GREEN_VERTICES));
    } else {
      const d = uniform(rng, 200, Math.min(back - 60, 300));
      const h = legHeading(centerLine, d);
      const side = chance(rng, 0.5) ? 1 : -1;
      const c = add(along(d), heading(h + (side * Math.PI) / 2), fairwayHalf + 18);
      water.push(ellipse(c, uniform(rng, 40, 70), 12, h, GREEN_VERTICES));
    }
  }

  return {
    par,
    yardages,
    teeBoxes,
    centerLine,
    greenCenter,
    pin,
    perimeter,
    rough,
    fairway,
    green,
    bunkers,
    water,
    isDogleg,
    finalHeading,
  };
}

function rotate(center: Xy, local: Xy, angle: number): Xy {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: center.x + local.x * c - local.y * s, y: center.y + local.x * s + local.y * c };
}

/** The point `d` yards along a polyline, extrapolating straight beyond both ends. */
function pointAlong(line: Xy[], d: number): Xy {
  const first = line[0] as Xy;
  const second = line[1] as Xy;
  if (d <= 0) return towards(first, second, d);
  let rest = d;
  for (let i = 0; i + 1 < line.length; i += 1) {
    const a = line[i] as Xy;
    const b = line[i + 1] as Xy;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (rest <= len || i + 2 === line.length) return towards(a, b, rest);
    rest -= len;
  }
  return line[line.length - 1] as Xy;
}

function legHeading(line: Xy[], d: number): number {
  let rest = d;
  for (let i = 0; i + 1 < line.length; i += 1) {
    const a = line[i] as Xy;
    const b = line[i + 1] as Xy;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (rest <= len || i + 2 === line.length) return Math.atan2(b.y - a.y, b.x - a.x);
    rest -= len;
  }
  return 0;
}

/** The part of a polyline between `from` and `to` yards along it (extrapolated at the ends). */
function clipLine(line: Xy[], from: number, to: number): Xy[] {
  const out: Xy[] = [pointAlong(line, from)];
  let acc = 0;
  for (let i = 1; i + 1 < line.length; i += 1) {
    const a = line[i - 1] as Xy;
    const b = line[i] as Xy;
    acc += Math.hypot(b.x - a.x, b.y - a.y);
    if (acc > from && acc < to) out.push(b);
  }
  out.push(pointAlong(line, to));
  return out;
}
