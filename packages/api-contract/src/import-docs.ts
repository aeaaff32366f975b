import { destinationPoint, type CourseIngest, type HoleIngest, type RoundIngest } from '@linksight/golf-core';
import { RoundImportFileSchema } from './ingest';

/** The published JSON Schema of the import file (docs/round-import.schema.json), from the API's schemas. */
export function importFileJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://linksight.example/schemas/round-import.schema.json',
    title: 'Linksight rounds file',
    ...JSON.parse(JSON.stringify(RoundImportFileSchema)),
  };
}

const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const YARDS = [390, 520, 165, 410, 375, 180, 400, 540, 420, 385, 155, 510, 430, 360, 190, 405, 530, 440];
const ORIGIN = { latitude: 39.9526, longitude: -75.1652 };

/** Tee and pin of hole n: holes laid out side by side, each pointing north. */
function holeEnds(n: number) {
  const tee = destinationPoint(ORIGIN, 90, n * 60);
  const pin = destinationPoint(tee, 0, YARDS[n]! / 1.09361);
  return { tee, pin };
}

const round6 = (p: { latitude: number; longitude: number }) => ({
  latitude: Math.round(p.latitude * 1e6) / 1e6,
  longitude: Math.round(p.longitude * 1e6) / 1e6,
});

/** A course of the sample: 18 holes with greens as points strings and fairways as GeoJSON. */
function sampleCourse(): CourseIngest {
  return {
    externalId: 'sample-pine-hollow',
    name: 'Pine Hollow (sample)',
    city: 'Philadelphia',
    state: 'PA',
    country: 'US',
    location: round6(ORIGIN),
    visibility: 'private',
    tees: [
      { name: 'Blue', rating: 72.3, slope: 131, yardages: YARDS },
      { name: 'White', rating: 70.1, slope: 125, yardages: YARDS.map((y) => Math.round(y * 0.92)) },
    ],
    holes: PARS.map((par, i) => {
      const { tee, pin } = holeEnds(i);
      const green = [0, 90, 180, 270].map((b) => round6(destinationPoint(pin, b, 14)));
      const fairwayStart = destinationPoint(tee, 0, 150);
      const corners = [
        destinationPoint(fairwayStart, 270, 18),
        destinationPoint(fairwayStart, 90, 18),
        destinationPoint(destinationPoint(pin, 180, 30), 90, 18),
        destinationPoint(destinationPoint(pin, 180, 30), 270, 18),
      ].map(round6);
      return {
        number: i + 1,
        par,
        strokeIndex: ((i * 7) % 18) + 1,
        tee: round6(tee),
        pin: round6(pin),
        green: [green.map((p) => `${p.longitude} ${p.latitude}`).join(', ')],
        ...(par > 3
          ? {
              fairway: [
                {
                  type: 'Polygon' as const,
                  coordinates: [[...corners, corners[0]!].map((p) => [p.longitude, p.latitude])],
                },
              ],
            }
          : {}),
      };
    }),
  };
}

/** Hole n played with shots: tee shot, approaches to the green, two putts (par on every hole). */
function shotHole(n: number): HoleIngest {
  const { tee, pin } = holeEnds(n);
  const par = PARS[n]!;
  const toPin = (fraction: number) => round6(destinationPoint(tee, 0, (YARDS[n]! / 1.09361) * fraction));
  const stops = par === 3 ? [0.98] : par === 4 ? [0.62, 0.97] : [0.55, 0.85, 0.98];
  const points = [round6(tee), ...stops.map(toPin), round6(destinationPoint(pin, 180, 0.6)), round6(pin)];
  const shots = points.slice(0, -1).map((start, i) => ({
    number: i + 1,
    start,
    end: points[i + 1]!,
    ...(i === 0 ? { club: par === 3 ? '7i' : 'Driver' } : {}),
    ...(i >= stops.length
      ? { isPutt: true }
      : { endLie: i === stops.length - 1 ? ('green' as const) : ('fairway' as const) }),
  }));
  return { number: n + 1, par, score: shots.length, putts: 2, fairway: par > 3 ? 'hit' : null, shots };
}

/** The sample file: one course and three rounds (GPS shots; score-only 18; score-only 9). */
export function sampleImportFile(): {
  format: string;
  version: number;
  courses: CourseIngest[];
  rounds: RoundIngest[];
} {
  const scoreOnly = (day: string, overs: number[], holeCount: 9 | 18): RoundIngest => ({
    clientRoundId: `sample-${day}`,
    courseExternalId: 'sample-pine-hollow',
    teeName: 'White',
    playedAt: `${day}T08:30:00-04:00`,
    roundType: 1,
    holeCount,
    holes: PARS.slice(0, holeCount).map((par, i) => ({
      number: i + 1,
      par,
      score: par + overs[i % overs.length]!,
      putts: 2,
      fairway: par > 3 ? (i % 3 === 0 ? 'left' : 'hit') : null,
      penaltyStrokes: 0,
    })),
  });
  return {
    format: 'linksight-rounds',
    version: 1,
    courses: [sampleCourse()],
    rounds: [
      {
        clientRoundId: 'sample-2025-06-07',
        courseExternalId: 'sample-pine-hollow',
        teeName: 'Blue',
        playedAt: '2025-06-07T08:10:00-04:00',
        roundType: 3,
        roundNumber: 1,
        tournament: { name: 'Pine Hollow Invitational (sample)', url: null },
        holeCount: 18,
        holes: PARS.map((_, i) => shotHole(i)),
      },
      scoreOnly('2025-06-14', [0, 1, 0, 2, -1, 1], 18),
      scoreOnly('2025-06-21', [1, 0, 0], 9),
    ],
  };
}
