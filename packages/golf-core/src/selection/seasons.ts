/** spec 3 §9: Seasons: Spring, Summer, Fall, Winter. */
export type Season = 'Spring' | 'Summer' | 'Fall' | 'Winter';

export const SEASONS: readonly Season[] = ['Spring', 'Summer', 'Fall', 'Winter'];

/** spec 2 §5: Spring March–May; Summer June–August; Fall September–November; Winter December–February. */
export const SEASON_MONTHS: Record<Season, readonly number[]> = {
  Spring: [3, 4, 5],
  Summer: [6, 7, 8],
  Fall: [9, 10, 11],
  Winter: [12, 1, 2],
};

/** The season of a month numbered 1–12. */
export function seasonOfMonth(month1to12: number): Season {
  if (month1to12 >= 3 && month1to12 <= 5) return 'Spring';
  if (month1to12 >= 6 && month1to12 <= 8) return 'Summer';
  if (month1to12 >= 9 && month1to12 <= 11) return 'Fall';
  return 'Winter';
}

/** spec 2 §5: no season selected raises the error "No seasons selected". */
export const NO_SEASONS_SELECTED = 'No seasons selected';

/** Months (1–12, ascending) of the chosen seasons; throws "No seasons selected" when empty. */
export function monthsOfSeasons(seasons: readonly Season[]): number[] {
  if (seasons.length === 0) throw new Error(NO_SEASONS_SELECTED);
  return [...new Set(seasons.flatMap((s) => SEASON_MONTHS[s]))].sort((a, b) => a - b);
}

/**
 * The year a season belongs to. Not in the spec: Winter spans New Year, so January and February count
 * toward the Winter that began the previous December ("Winter 2024" = Dec 2024–Feb 2025).
 */
export function seasonYear(year: number, month1to12: number): number {
  return month1to12 <= 2 ? year - 1 : year;
}

/** A season with its year, e.g. { season: 'Winter', year: 2024 }. */
export type SeasonOfYear = { season: Season; year: number };

export function seasonOfDate(year: number, month1to12: number): SeasonOfYear {
  return { season: seasonOfMonth(month1to12), year: seasonYear(year, month1to12) };
}

/** The season before, e.g. Spring 2025 → Winter 2024. */
export function previousSeason({ season, year }: SeasonOfYear): SeasonOfYear {
  const index = SEASONS.indexOf(season);
  if (index === 0) return { season: 'Winter', year: year - 1 };
  return { season: SEASONS[index - 1]!, year };
}
