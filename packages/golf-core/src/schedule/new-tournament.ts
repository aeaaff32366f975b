import { externalHref, isWebAddress } from '../format/link';
import { isIsoDay } from './persisted-selection';

/**
 * Checks of a tournament a player creates for the schedule (issue 18: name, URL, course, city/state,
 * dates with end ≥ start; spec 3 §5 tournament links). The API refuses with these messages (400) and the
 * web form shows the same ones before sending. Lengths are bounded by the contract's schema.
 */
export const TOURNAMENT_MESSAGES = {
  nameRequired: 'Enter the tournament name',
  urlNotHttp: 'The tournament link must be a web address (http or https)',
  startDateInvalid: 'The start date is not a calendar day',
  endDateInvalid: 'The end date is not a calendar day',
  endBeforeStart: 'The end date must be on or after the start date',
} as const;

/**
 * The link as stored: what `externalHref` makes of it (spec 3 §5: https:// prefixed, so "www.x.org/open"
 * is stored as "https://www.x.org/open"); null for an empty link. Anything that is not http(s) after
 * prefixing ("ftp://…", "javascript:…") is refused by `validateNewTournament`.
 */
export const storedTournamentUrl = (url: string | null | undefined): string | null => externalHref(url);

export type NewTournamentFields = {
  name: string;
  url?: string | null;
  startDate: string;
  endDate: string;
};

/** The first problem of a new tournament's fields, or null when they are fine. */
export function validateNewTournament(t: NewTournamentFields): string | null {
  if (t.name.trim() === '') return TOURNAMENT_MESSAGES.nameRequired;
  // A web address with a dotted host: "not a link" had been stored as "https://not a link".
  if ((t.url ?? '').trim() !== '' && !isWebAddress(t.url!)) return TOURNAMENT_MESSAGES.urlNotHttp;
  if (!isIsoDay(t.startDate)) return TOURNAMENT_MESSAGES.startDateInvalid;
  if (!isIsoDay(t.endDate)) return TOURNAMENT_MESSAGES.endDateInvalid;
  if (t.endDate < t.startDate) return TOURNAMENT_MESSAGES.endBeforeStart;
  return null;
}

/** A report or export time frame by day: both days real and in order, or both absent (All Time). */
export function isValidDaySpan(start: string | null, end: string | null): boolean {
  if (start === null || end === null) return start === end;
  return isIsoDay(start) && isIsoDay(end) && start <= end;
}
