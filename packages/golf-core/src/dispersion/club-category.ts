/**
 * Club categories of the dispersion analysis (issue 19: driver/woods, long, mid and short irons by
 * distance, wedges). The spec names no bands; these are the usual carry bands of a scratch-to-mid
 * handicap amateur, in yards to the target, used when the club was not recorded.
 */
export const CLUB_CATEGORIES = ['driverWoods', 'longIrons', 'midIrons', 'shortIrons', 'wedges'] as const;
export type ClubCategory = (typeof CLUB_CATEGORIES)[number];

export const CLUB_CATEGORY_LABELS: Record<ClubCategory, string> = {
  driverWoods: 'Driver / woods',
  longIrons: 'Long irons',
  midIrons: 'Mid irons',
  shortIrons: 'Short irons',
  wedges: 'Wedges',
};

/** Lower bound (inclusive) of each band, yards to the target; a shot below WEDGE_MIN_YARDS is short game. */
export const LONG_IRON_MIN_YARDS = 190;
export const MID_IRON_MIN_YARDS = 150;
export const SHORT_IRON_MIN_YARDS = 120;
export const WEDGE_MIN_YARDS = 40;
/** Full shots longer than this are hit with a wood even from the fairway. */
export const WOODS_MIN_YARDS = 230;

export const CLUB_CATEGORY_BANDS: Record<ClubCategory, string> = {
  driverWoods: `tee shots on par 4 and 5, ${WOODS_MIN_YARDS}+ yd`,
  longIrons: `${LONG_IRON_MIN_YARDS}–${WOODS_MIN_YARDS} yd`,
  midIrons: `${MID_IRON_MIN_YARDS}–${LONG_IRON_MIN_YARDS} yd`,
  shortIrons: `${SHORT_IRON_MIN_YARDS}–${MID_IRON_MIN_YARDS} yd`,
  wedges: `${WEDGE_MIN_YARDS}–${SHORT_IRON_MIN_YARDS} yd`,
};

/** The category of a recorded club name ("Driver", "3W", "4H", "5i", "PW", "56°"); null when unknown. */
export function clubCategoryOfName(club: string | null | undefined): ClubCategory | null {
  if (!club) return null;
  const name = club.trim().toLowerCase();
  if (/driver|wood|hybrid|^\d+\s*[wh]$|rescue/.test(name)) return 'driverWoods';
  if (/wedge|^[pgasl]w$|°|^\d{2}$/.test(name)) return 'wedges';
  const iron = /^(\d)\s*(i|iron)$/.exec(name);
  if (!iron) return null;
  const n = Number(iron[1]);
  if (n <= 4) return 'longIrons';
  if (n <= 7) return 'midIrons';
  return 'shortIrons';
}

export type ShotForCategory = {
  club?: string | null;
  startLie: string;
  /** Par of the hole. */
  par: number;
  /** Distance from the start to where the player aimed (target, else the pin), yards. */
  targetDistanceYards: number;
};

/**
 * The dispersion category of a full shot, or null for putts, short-game shots and recoveries (their
 * spread says nothing about a club). A recorded club decides; else the lie and the distance.
 */
export function clubCategoryOf(shot: ShotForCategory): ClubCategory | null {
  if (shot.startLie === 'green' || shot.startLie === 'recovery') return null;
  const named = clubCategoryOfName(shot.club);
  if (named) return named;
  const d = shot.targetDistanceYards;
  if (shot.startLie === 'tee' && shot.par >= 4) return 'driverWoods';
  if (d >= WOODS_MIN_YARDS) return 'driverWoods';
  if (d >= LONG_IRON_MIN_YARDS) return 'longIrons';
  if (d >= MID_IRON_MIN_YARDS) return 'midIrons';
  if (d >= SHORT_IRON_MIN_YARDS) return 'shortIrons';
  if (d >= WEDGE_MIN_YARDS) return 'wedges';
  return null;
}
