import { describe, expect, it } from 'vitest';
import { monthsOfSeasons, previousSeason, seasonOfDate, seasonOfMonth } from './seasons';

describe('seasons (spec 2 §5)', () => {
  it.each([
    [3, 'Spring'],
    [5, 'Spring'],
    [6, 'Summer'],
    [8, 'Summer'],
    [9, 'Fall'],
    [11, 'Fall'],
    [12, 'Winter'],
    [1, 'Winter'],
    [2, 'Winter'],
  ])('month %d is %s', (m, s) => expect(seasonOfMonth(m)).toBe(s));

  it('maps seasons to months and refuses an empty choice', () => {
    expect(monthsOfSeasons(['Winter', 'Spring'])).toEqual([1, 2, 3, 4, 5, 12]);
    expect(() => monthsOfSeasons([])).toThrow('No seasons selected');
  });

  it('puts January in the previous winter and steps back through seasons', () => {
    expect(seasonOfDate(2025, 1)).toEqual({ season: 'Winter', year: 2024 });
    expect(previousSeason({ season: 'Spring', year: 2025 })).toEqual({ season: 'Winter', year: 2024 });
    expect(previousSeason({ season: 'Winter', year: 2024 })).toEqual({ season: 'Fall', year: 2024 });
  });
});
