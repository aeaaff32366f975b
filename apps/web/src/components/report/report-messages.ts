import { isApiClientError } from '../../lib/api-client';

/**
 * What a `/cgr` report page says when it cannot print (spec 2 §2 report routes): one wording for every
 * report. An address without its subject says which parameter it needs; a refused or unknown one says
 * what the API said ("This player has not made this page public"), not a guess about an expired link.
 */
export const NEEDS_PLAYER = 'This report needs a player (accountId) or a saved report link';
export const NEEDS_ORGANIZATION = 'This report needs an organization (short) or a saved report link';
export const NEEDS_SAVED_LINK = 'This report needs a saved report link (hash)';

const COULD_NOT_LOAD = 'This report could not be loaded. The link may have expired.';

/**
 * The text of a report page's load error: what the API said (a refusal, an unknown link, no network), or
 * the page's own words for a missing parameter; a server failure gets the fallback.
 */
export function reportErrorText(error: unknown): string {
  if (isApiClientError(error)) return error.status >= 500 ? COULD_NOT_LOAD : error.message;
  return error instanceof Error ? error.message : COULD_NOT_LOAD;
}
