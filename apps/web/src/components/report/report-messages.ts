import { isApiClientError } from '../../lib/api-client';

/**
 * What a `/cgr` report page says when it cannot print (spec 2 §2 report routes): one wording for every
 * report. An address without its subject says where such a report is opened from (an outside audit read
 * "needs a player (accountId)" as developer text); a refused or unknown one says what the API said ("This
 * player has not made this page public"), not a guess about an expired link.
 */
export const NEEDS_PLAYER =
  "This report link does not say which player it is for. Open it from the player's Reports page.";
export const NEEDS_ORGANIZATION =
  "This report link does not say which organization it is for. Open it from the organization's page.";
export const NEEDS_SAVED_LINK =
  'This report opens from a saved report link. Make it again on the Compare Stats page.';

const COULD_NOT_LOAD = 'This report could not be loaded. The link may have expired.';

/**
 * The text of a report page's load error: what the API said (a refusal, an unknown link, no network), or
 * the page's own words for a missing parameter; a server failure gets the fallback.
 */
export function reportErrorText(error: unknown): string {
  if (isApiClientError(error)) return error.status >= 500 ? COULD_NOT_LOAD : error.message;
  return error instanceof Error ? error.message : COULD_NOT_LOAD;
}
