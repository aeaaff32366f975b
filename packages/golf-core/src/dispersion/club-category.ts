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
/**
 * Upper bound (exclusive) of the long-iron band. Farther than this only a tee shot on a par 4 or 5 has a
 * group (driver / woods); a longer shot from elsewhere fits no band of this report.
 */
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

/** Whether a shot is one of the driver / woods group: a tee shot on a par 4 or 5 (CLUB_CATEGORY_BANDS). */
export const isDriverWoodsShot = (shot: Pick<ShotForCategory, 'startLie' | 'par'>): boolean =>
  shot.startLie === 'tee' && shot.par >= 4;

/**
 * The dispersion category of a full shot, or null for putts, short-game shots, recoveries and shots
 * beyond every band (their spread says nothing about a club).
 *
 * Driver / woods is the group of tee shots on par 4 and 5 (its band says so): a fairway wood, hybrid or
 * driver recorded on any other shot goes by its distance like an unrecorded club, and no other shot of
 * WOODS_MIN_YARDS or more joins the tee shots. Otherwise a recorded club decides, else the distance.
 */
export function clubCategoryOf(shot: ShotForCategory): ClubCategory | null {
  if (shot.startLie === 'green' || shot.startLie === 'recovery') return null;
  const isTeeShot = isDriverWoodsShot(shot);
  const named = clubCategoryOfName(shot.club);
  if (named && (named !== 'driverWoods' || isTeeShot)) return named;
  if (isTeeShot) return 'driverWoods';
  return clubCategoryOfDistance(shot.targetDistanceYards);
}

/**
 * The iron or wedge band of a distance to the target, yards; null below WEDGE_MIN_YARDS (short game) and
 * from WOODS_MIN_YARDS (only a par-4 or par-5 tee shot has a group that long).
 */
export function clubCategoryOfDistance(yards: number): ClubCategory | null {
  if (yards >= WOODS_MIN_YARDS) return null;
  if (yards >= LONG_IRON_MIN_YARDS) return 'longIrons';
  if (yards >= MID_IRON_MIN_YARDS) return 'midIrons';
  if (yards >= SHORT_IRON_MIN_YARDS) return 'shortIrons';
  if (yards >= WEDGE_MIN_YARDS) return 'wedges';
  return null;
}
