import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MapRound } from '@linksight/api-contract';
import { ShotMap } from './shot-map';

// The map library must not be fetched for rounds without shots: any call fails the test.
const loadMaplibre = vi.hoisted(() => vi.fn());
vi.mock('./load-maplibre', () => ({ loadMaplibre }));

type Hole = MapRound['holes'][number];
const hole = (n: number, withShots: boolean): Hole => ({
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
const round = (id: number, withShots: boolean): MapRound => ({
  golfRoundId: id,
  golfCourseName: 'Cedar Flats',
  playedDate: '2026-01-10T12:00:00.000Z',
  label: 'Cedar Flats',
  tournamentId: null,
  tournamentName: null,
  golfCourseId: 9,
  groupKey: 'course-9',
  isCompleted: true,
  holes: [hole(1, withShots), hole(2, withShots)],
});

const props = { courses: [], focus: null, onFocusChange: () => {} };

describe('ShotMap', () => {
  it('explains, instead of an empty map, when none of the rounds has shots', () => {
    render(<ShotMap {...props} rounds={[round(1, false), round(2, false)]} startMap="at-once" />);
    expect(
      screen.getByText('Shot maps appear for rounds tracked shot by shot in the Linksight app.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Shot map' })).toBeNull();
    expect(screen.queryByText('No shots to show')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(loadMaplibre).not.toHaveBeenCalled();
  });

  it('keeps the map while the rounds load, and for rounds with shots', () => {
    const { rerender } = render(<ShotMap {...props} rounds={[]} isLoading />);
    expect(screen.getByRole('region', { name: 'Shot map' })).toBeTruthy();
    rerender(<ShotMap {...props} rounds={[round(1, false), round(2, true)]} />);
    expect(screen.getByRole('region', { name: 'Shot map' })).toBeTruthy();
    expect(screen.queryByText(/tracked shot by shot/)).toBeNull();
  });

  it('keeps the map when a filter left no hole of rounds that have shots', () => {
    render(<ShotMap {...props} rounds={[]} hasShots />);
    expect(screen.getByRole('region', { name: 'Shot map' })).toBeTruthy();
    expect(screen.getByText('No shots to show')).toBeTruthy();
  });
});
