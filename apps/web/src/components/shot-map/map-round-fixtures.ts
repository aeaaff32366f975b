import type { MapRound } from '@linksight/api-contract';

/** Test rounds for the shot map's components: a par-4 hole of 400 yards, with one tee shot or none. */
type Hole = MapRound['holes'][number];

export const mapHole = (n: number, withShots: boolean): Hole => ({
  roundHoleNumber: n,
  courseHoleNumber: n,
  par: 4,
  score: 5,
  scoreVsPar: 1,
  lengthYards: withShots ? 400 : null,
  isExcluded: false,
  coordinates: {
    tee: withShots ? { latitude: 40, longitude: -70.004 } : null,
    pin: withShots ? { latitude: 40.002, longitude: -70 } : null,
  },
  shots: withShots
    ? [
        {
          shotNumber: 1,
          type: 'Tee',
          startLatitude: 40,
          startLongitude: -70.004,
          endLatitude: 40.001,
          endLongitude: -70.001,
          penaltyStrokes: 0,
        },
      ]
    : [],
  stats: null,
});
export const mapRound = (id: number, withShots: boolean): MapRound => ({
  golfRoundId: id,
  golfCourseName: 'Cedar Flats',
  playedDate: '2026-01-10T12:00:00.000Z',
  label: 'Cedar Flats',
  tournamentId: null,
  tournamentName: null,
  golfCourseId: 9,
  groupKey: 'course-9',
  isCompleted: true,
  holes: [mapHole(1, withShots), mapHole(2, withShots)],
});
