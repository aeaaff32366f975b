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
  startDateRequired: 'Enter the start date',
  endDateRequired: 'Enter the end date',
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

/** A tournament's problems by field (the form shows each on its field). */
export type TournamentProblems = Partial<Record<'name' | 'url' | 'startDate' | 'endDate', string>>;

/** Every problem of a tournament's fields, by field (a form marks each field at once). */
export function tournamentProblems(t: NewTournamentFields): TournamentProblems {
  const problems: TournamentProblems = {};
  if (t.name.trim() === '') problems.name = TOURNAMENT_MESSAGES.nameRequired;
  // A web address with a dotted host: "not a link" had been stored as "https://not a link".
  if ((t.url ?? '').trim() !== '' && !isWebAddress(t.url!)) problems.url = TOURNAMENT_MESSAGES.urlNotHttp;
  // An empty date asks for one; "not a calendar day" is for a date given wrong (2026-02-30).
  if (t.startDate.trim() === '') problems.startDate = TOURNAMENT_MESSAGES.startDateRequired;
  else if (!isIsoDay(t.startDate)) problems.startDate = TOURNAMENT_MESSAGES.startDateInvalid;
  if (t.endDate.trim() === '') problems.endDate = TOURNAMENT_MESSAGES.endDateRequired;
  else if (!isIsoDay(t.endDate)) problems.endDate = TOURNAMENT_MESSAGES.endDateInvalid;
  else if (isIsoDay(t.startDate) && t.endDate < t.startDate)
    problems.endDate = TOURNAMENT_MESSAGES.endBeforeStart;
  return problems;
}

/** The first problem of a new tournament's fields (the API's one message), or null when they are fine. */
export function validateNewTournament(t: NewTournamentFields): string | null {
  const p = tournamentProblems(t);
  return p.name ?? p.url ?? p.startDate ?? p.endDate ?? null;
}

/** A report or export time frame by day: both days real and in order, or both absent (All Time). */
export function isValidDaySpan(start: string | null, end: string | null): boolean {
  if (start === null || end === null) return start === end;
  return isIsoDay(start) && isIsoDay(end) && start <= end;
}
