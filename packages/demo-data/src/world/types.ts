import type { RoundInput } from '@linksight/golf-core';
import type { Course } from '../courses/types';
import type { NamedProfileId } from '../sim/profiles';

/**
 * The generated demo world: plain data, ready to be written to the database by apps/api's seed
 * (ARCHITECTURE §4). Ids are small positive integers, unique per entity kind. Dates are ISO 8601
 * strings computed from the `now` passed to generateDemoWorld (the clock is never read).
 */
export type DemoWorld = {
  seed: number;
  /** The `now` the world was generated for; past rounds are before it, upcoming events after. */
  now: string;
  courses: Course[];
  /** Golfers: juniors, college players and adults. players[0] and players[1] carry the README demo phones. */
  players: DemoPlayer[];
  /** Accounts that are not golfers: the product manager and coaches. */
  staff: DemoAccount[];
  organizations: DemoOrganization[];
  tournaments: DemoTournament[];
  /** One row per player per past tournament played. */
  tournamentResults: DemoTournamentResult[];
  /** Past tournaments a player marked as featured, with their notes (spec 2 §3 featuredTournaments). */
  featuredTournaments: DemoFeaturedTournament[];
  /** Upcoming events on players' schedules, in every status 1–6 (spec 3 §4). */
  scheduleEntries: DemoScheduleEntry[];
  news: DemoNewsItem[];
  /** Gallery images and swing videos (spec 3 §3 widget items). */
  media: DemoMedia[];
  /** The bytes behind every media url, avatar and logo, generated locally. */
  mediaFiles: DemoMediaFile[];
  rounds: RoundInput[];
};

/** Ids of spec 2 §6 profile features. 88 is the website itself. */
export type FeatureId = 59 | 63 | 67 | 77 | 78 | 80 | 86 | 88 | 89;

/**
 * A spec 2 §6 website setting. `isPublic: null` means "not set": the feature is then visible
 * unless `isPhoneVerified` is false.
 */
export type DemoWebsiteSetting = {
  featureId: FeatureId;
  isPublic: boolean | null;
  isPhoneVerified: boolean | null;
};

/** Which spec 2 §6 gating case a player's settings demonstrate (documentation and tests). */
export type PrivacyCase =
  | 'no-settings'
  | 'public-site'
  | 'private-site'
  | 'private-features'
  | 'phone-not-verified'
  | 'phone-verified-unset';

export type DemoAccount = {
  accountId: number;
  firstName: string;
  lastName: string;
  username: string;
  /** E.164, unique across the world. */
  phone: string;
  email: string;
  /** Local media path of the generated avatar (an entry of mediaFiles). */
  imgUrl: string;
  /** spec 1 §6: 4, 5, 6, 7 and 12 make an account publicly searchable. */
  profileTypeIds: number[];
  /** spec 1 §4 playerWebsiteManagment.allowPublicSite (true when absent). */
  allowPublicSite: boolean;
  isProductManager: boolean;
};

export type PlayerKind = 'junior' | 'college' | 'adult';

export type DemoPlayer = DemoAccount & {
  kind: PlayerKind;
  gender: 'M' | 'F';
  /** The simulator profile the player's rounds were generated with. */
  profileId: NamedProfileId;
  /** Skill level at the start and at the end of the three seasons (juniors improve). */
  startLevel: number;
  endLevel: number;
  /** The About text; null when the player wrote none. */
  about: string | null;
  heightInches: number;
  weightPounds: number;
  /** Golf Handicap Information Network number (7 digits). */
  ghin: string;
  /** ISO date. */
  birthday: string;
  websiteUrl: string | null;
  highSchool: { name: string; graduationYear: number; gpa: number } | null;
  college: {
    name: string;
    startDate: string;
    graduationYear: number;
    gpa: number;
    ncaaNumber: string;
  } | null;
  homeCourseId: number;
  websiteSettings: DemoWebsiteSetting[];
  privacyCase: PrivacyCase;
  /** spec 2 §6: accounts with full access to this player's profile. */
  subCircleAccountIds: number[];
};

export type OrganizationKind = 'high-school' | 'college' | 'academy';

export type DemoOrganization = {
  organizationId: number;
  kind: OrganizationKind;
  organizationName: string;
  organizationShort: string;
  phone: string;
  address: string;
  imgUrl: string;
  rosters: DemoRoster[];
};

export type DemoRoster = {
  rosterId: number;
  name: string;
  season: string;
  playerAccountIds: number[];
  coachAccountIds: number[];
};

/** Event types (1 Individual, 2 Team, 3 Individual & Team) and locale types (1 Local, 2 Regional, 3 National): our labels; the spec shows only that there are three of each. */
export type DemoTournament = {
  tournamentId: number;
  name: string;
  url: string;
  courseId: number;
  courseName: string;
  city: string;
  state: string;
  /** ISO dates. */
  startDate: string;
  endDate: string;
  numberOfRounds: number;
  eventTypeId: 1 | 2 | 3;
  /** spec 3 §9: 1 Local, 3 National, 4 High School. */
  localeTypeId: 1 | 3 | 4;
  isUpcoming: boolean;
  /** Round type of the rounds played in it: 3 Tournament or 10 Qualifier. */
  roundType: 3 | 10;
  /** A men's or women's collegiate field; null when open to every player. */
  gender: 'M' | 'F' | null;
};

export type DemoTournamentResult = {
  tournamentId: number;
  accountId: number;
  roundIds: number[];
  totalScore: number;
  totalToPar: number;
  /** 1-based finishing position among the world's players in the field (ties share a position). */
  position: number;
};

export type DemoFeaturedTournament = { accountId: number; tournamentId: number; note: string };

/** spec 3 §4: 1 In Field, 2 Considering, 3 Qualifying, 4 Applied, 5 Invited, 6 Conflict/WD. */
export type ScheduleStatus = 1 | 2 | 3 | 4 | 5 | 6;

export type DemoScheduleEntry = {
  scheduleEntryId: number;
  accountId: number;
  tournamentId: number;
  status: ScheduleStatus;
  note: string | null;
};

export type DemoNewsItem = {
  newsItemId: number;
  accountId: number;
  header: string;
  body: string;
  /** ISO date. */
  date: string;
  coverPhotoUrl: string | null;
  images: { url: string }[];
  links: { label: string; url: string }[];
  videos: { url: string }[];
};

export type DemoMedia = {
  mediaId: number;
  accountId: number;
  mediaType: 'Image' | 'Video';
  url: string;
  title: string;
  isFeatured: boolean;
  /** ISO date. */
  createdAt: string;
};

/** A generated file: `path` is relative to the media root (served under /media/). */
export type DemoMediaFile = { path: string; contentType: string; bytes: Uint8Array };

export type ScaleOptions = { players: number; roundsPerPlayer: number; batchPlayers?: number };

/** One batch of the scale world: players and all their rounds. */
export type DemoWorldBatch = { players: DemoPlayer[]; rounds: RoundInput[] };
