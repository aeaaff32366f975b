import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mapRound as round } from './map-round-fixtures';
import { ShotMap } from './shot-map';

// The map library must not be fetched for rounds without shots: any call fails the test.
const loadMaplibre = vi.hoisted(() => vi.fn());
vi.mock('./load-maplibre', () => ({ loadMaplibre }));

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
